// What the Machi Koro play screen's parts and keys ask for (commands the screen carries out
// after drawing, in one place) and what the screen keeps between frames that the game does
// not: a person's tentative build and swap, the keyboard's card, the card shown in words.
#pragma once

#include <optional>
#include <vector>

#include "machikoro/cards.hpp"
#include "machikoro/hint.hpp"

namespace app::mk {

struct Command {
  enum class Kind {
    Roll,         // a person's roll (K4: one die, or after choosing how many)
    DiceCount,    // `count`
    Reroll,       // K5
    KeepRoll,     // K5
    AddTwo,       // K6
    NoAddTwo,     // K6
    Target,       // K12: the TV Station takes from `seat`
    Pick,         // Build: `card`, tentative; Swap: `card` of `seat` (establishments only)
    Choose,       // the keyboard's card, as a click on it
    Swap,         // K15: the two cards picked
    DeclineSwap,  // K15
    EndTurn,      // Build: the tentative card, or nothing
    Undo,         // the last pick
    MoveFocus,    // the keyboard's card, `step` on
    ToggleCard,   // the keyboard's card in words, or the panel closed
    SkipDice,     // the dice stop tumbling
    Hint,         // a person asks what the hard computer would choose, and why
    Menu,
  };
  Kind kind = Kind::Roll;
  int count = 0;
  int seat = -1;
  machikoro::CardRef card = {};
  int step = 0;
};
using Commands = std::vector<Command>;

// A card at the table: a pile of the market (seat -1), or a card of a seat's city.
struct TableCard {
  int seat = -1;
  machikoro::CardRef card = {};
  friend bool operator==(const TableCard&, const TableCard&) = default;
};

struct PlayUi {
  bool roll_asked = false;                  // a person asked for the roll the table makes next
  std::optional<machikoro::CardRef> build;  // picked, not yet built (End turn builds it)
  std::optional<int> give;                  // Swap: the person's own establishment
  std::optional<TableCard> take;            // Swap: an opponent's establishment
  std::optional<TableCard> focus;           // the keyboard's card
  bool card_shown = false;                  // the focused card in words, over the table
  std::optional<machikoro::Hint> hint;      // the hint about the decision now, once thought
  bool hint_thinking = false;               // a hint is being thought
};

}  // namespace app::mk
