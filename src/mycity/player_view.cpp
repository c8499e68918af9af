#include "mycity/player_view.hpp"

#include <algorithm>

namespace mycity {

int PlayerView::race_points_if(const City& city_after) const {
  return modules->race_points_if(open_races, city_after);
}

PlayerView view_of(const Game& game) {
  const int seat = game.to_act();
  const PlayerState& me = game.player(seat);
  PlayerView view{&game.catalogue(), game.shared_modules(), game.house_rules(), seat, me.city,
                  me.track,          game.current_piece(),  game.may_pass(),    {},   {}};
  const std::vector<std::string>& deck = game.deck();
  for (std::size_t i = static_cast<std::size_t>(game.cards_revealed()); i < deck.size(); ++i) {
    const auto piece = game.catalogue().find_piece(deck[i]);
    view.unseen.push_back(piece ? *piece : -1);
  }
  // Sorting forgets the order: only the set of unseen cards is public (R17).
  std::sort(view.unseen.begin(), view.unseen.end());
  view.open_races = game.open_races(seat);
  return view;
}

}  // namespace mycity
