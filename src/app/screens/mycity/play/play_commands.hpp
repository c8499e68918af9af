// What the parts of the play screen ask for: they draw from the game and add commands, which
// the screen carries out after the frame's drawing (PlayScreen::apply), as it does for keys.
#pragma once

#include <optional>
#include <vector>

#include "mycity/bitboard.hpp"
#include "mycity/game.hpp"

namespace app {

struct PlayCommand {
  enum class Kind {
    PointerAt,       // the pointer is over `cell` of the board, or off it
    MoveCursor,      // the ghost by (`dx`, `dy`) cells
    PlaceAt,         // a click on `cell`
    Rotate,          // by `quarter_turns` (negative: back)
    Mirror,          // a house rule's mirror
    PlaceOrConfirm,  // place the ghost, or confirm the building placed
    Undo,
    Pass,
    AskDrop,  // show the question "Drop out of this game?"
    Drop,
    KeepPlaying,  // no to that question
    TakeSeat,
    CloseReveal,   // everybody has seen the round: on to the next hand-off
    ToggleLegal,   // show or hide the legal places
    ToggleSupply,  // open or close the supply and the deck in words
    ShowCity,      // another player's city (`seat`) large, over the table
    CloseCity,
    Suggest,  // ask the hard player for this seat's choice (a hint)
    Menu,
  };
  Kind kind;
  std::optional<mycity::Cell> cell{};
  int quarter_turns = 1;
  int dx = 0;
  int dy = 0;
  int seat = -1;
};

using PlayCommands = std::vector<PlayCommand>;

// What the screen remembers between frames, beside the game.
struct PlayUiState {
  bool show_legal = false;
  bool confirm_drop = false;
  bool show_supply = false;
  std::optional<mycity::Cell> pointer_cell;  // the board cell under the pointer in the last frame
  std::optional<int> shown_city;             // the seat whose city is shown large
  // A hint is being thought out; the hint given for this turn.
  bool suggesting = false;
  std::optional<mycity::ActionKind> suggested_action;
  // A panel over the table (the drop question, the supply list, a city) takes the input.
  bool modal() const { return confirm_drop || show_supply || shown_city.has_value(); }
  // This frame a panel (modal(), the hand-off, the reveal) is over the table: the table
  // ignores the pointer, even beside the panel's edge.
  bool covered = false;
};

}  // namespace app
