// What a person may pick on the table now, by mouse or keyboard: the engine's legal choices
// seen as cards, and the order the keyboard walks over the cards.
#pragma once

#include <optional>
#include <vector>

#include "machikoro/game.hpp"
#include "screens/machikoro/play/play_state.hpp"

namespace app::mk {

class Picks {
 public:
  // The picks of the decision pending when a person makes it (`person`); none otherwise.
  Picks(const machikoro::Game& game, const PlayUi& ui, bool person);

  // A build they can make (a pile, or one of their landmarks); a card of a swap they can
  // make (their own first, then an opponent's with it); an opponent the TV Station may take
  // from (a city: `card.index` -1).
  bool can_pick(const TableCard& card) const;
  // The cards the keyboard walks over, in order: in a build the piles they can build, then
  // their landmarks; in a swap their cards, or once one is picked the others'; for the TV
  // Station the other cities; else every pile of the game, to be read in words.
  const std::vector<TableCard>& focus() const { return focus_; }

 private:
  bool legal(const machikoro::Action& choice) const;

  const machikoro::Game& game_;
  std::optional<int> give_;
  std::vector<machikoro::Action> choices_;
  std::vector<TableCard> focus_;
};

}  // namespace app::mk
