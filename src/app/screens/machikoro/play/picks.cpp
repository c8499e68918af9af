#include "screens/machikoro/play/picks.hpp"

#include <algorithm>

#include "machikoro/session/table_facts.hpp"

namespace app::mk {

using machikoro::Action;
using machikoro::ActionKind;
using machikoro::CardRef;
using machikoro::Decision;
using machikoro::Game;

Picks::Picks(const Game& game, const PlayUi& ui, bool person) : game_(game), give_(ui.give) {
  if (person && !game.over()) game.legal_actions(choices_);
  const Decision decision = game.over() ? Decision::GameOver : game.pending().decision;
  const int players = game.player_count();
  const auto add_if = [&](TableCard card) {
    if (can_pick(card)) focus_.push_back(card);
  };
  const auto establishments = static_cast<int>(game.cards().establishments().size());
  const int active = game.active();
  if (decision == Decision::Target) {
    for (int i = 1; i < players; ++i) add_if({(active + i) % players, CardRef{}});
    return;
  }
  if (decision == Decision::Swap) {
    // Their own cards first; once one is picked, the others' clockwise from their left.
    const int first = give_ ? 1 : 0;
    const int last = give_ ? players : 1;
    for (int i = first; i < last; ++i)
      for (int e = 0; e < establishments; ++e)
        add_if({(active + i) % players, CardRef::establishment(e)});
    return;
  }
  for (const machikoro::session::MarketPile& shown : machikoro::session::market_piles(game)) {
    const TableCard pile{-1, CardRef::establishment(shown.card)};
    if (decision == Decision::Build && !choices_.empty())
      add_if(pile);
    else
      focus_.push_back(pile);
  }
  for (int l = 0; l < static_cast<int>(game.cards().landmarks().size()); ++l)
    add_if({active, CardRef::landmark_at(l)});
}

bool Picks::legal(const Action& choice) const {
  return std::find(choices_.begin(), choices_.end(), choice) != choices_.end();
}

bool Picks::can_pick(const TableCard& card) const {
  if (choices_.empty()) return false;
  const int active = game_.active();
  switch (game_.pending().decision) {
    case Decision::Build:
      if (card.seat >= 0 && !(card.seat == active && card.card.landmark)) return false;
      return legal(Action::build(card.card));
    case Decision::Swap:
      if (card.card.landmark || card.card.index < 0) return false;
      if (card.seat == active)
        return std::any_of(choices_.begin(), choices_.end(), [&](const Action& c) {
          return c.kind == ActionKind::Swap && c.card.index == card.card.index;
        });
      return give_ && legal(Action::swap(*give_, card.seat, card.card.index));
    case Decision::Target:
      return card.card.index < 0 && legal(Action::target(card.seat));
    default:
      return false;
  }
}

}  // namespace app::mk
