// The Machi Koro table's keys as commands, so that the keyboard alone plays as the mouse
// does, and the key bar's hints for the decision pending.
#pragma once

#include <string>
#include <vector>

#include "machikoro/session/table.hpp"
#include "screens/machikoro/play/play_state.hpp"
#include "ui/screen.hpp"

namespace app::mk {

// What the table waits for now, as the keys and the decision bar see it.
struct KeyScene {
  bool tumbling = false;      // the dice still move
  bool person = false;        // a person answers the decision pending
  bool person_rolls = false;  // a person's roll waits for them
  bool hints = false;         // the table offers hints
};

// `handled`: whether the screen takes the key; one it does not goes on to the app (Esc: the
// menu, the game kept).
struct KeyCommands {
  bool handled = false;
  Commands commands;
};
KeyCommands key_commands(const machikoro::Game& game, const PlayUi& ui, const KeyScene& scene,
                         const KeyPress& key);

// The hints of the keys that do something now, each starting with its key.
std::vector<std::string> key_hints(const machikoro::Game& game, const PlayUi& ui,
                                   const KeyScene& scene);

}  // namespace app::mk
