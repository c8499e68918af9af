// One player's city on the Machi Koro table: the name (framed when it is their turn), the
// coins with what the turn just played moved of them, the landmarks built and not, and the
// establishments by the rolls they fire on with their copies. A person picks cards here for
// a swap and their landmarks for a build.
#pragma once

#include <optional>
#include <string>

#include "machikoro/game.hpp"
#include "machikoro/session/table_facts.hpp"
#include "machikoro/session/table_layout.hpp"
#include "screens/machikoro/play/picks.hpp"
#include "ui/screen.hpp"

namespace app::mk {

struct CityScene {
  int seat = 0;
  machikoro::session::Rect rect;
  float pad = 0;
  int coins = 0;                                       // as shown (a roll's income after its dice)
  std::optional<machikoro::session::IncomeMark> mark;  // the turn just played, when shown
  std::optional<int> total;                            // the roll that counts, once the dice lie
  std::string computer;  // the computer player's id (make_bot), "" for a person
};

void draw_city(UiFrame& frame, const machikoro::Game& game, const Picks& picks, const PlayUi& ui,
               const CityScene& city, Commands& out);

}  // namespace app::mk
