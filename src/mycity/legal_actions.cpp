#include "mycity/legal_actions.hpp"

namespace mycity {

namespace {

std::vector<Action> actions_on(const Catalogue& catalogue, const City& city, int piece,
                               const HouseRules& house, bool may_pass) {
  std::vector<Action> out;
  for_each_legal_placement(catalogue, city, piece, house, [&](const Placement& p, const Bitboard&) {
    out.push_back(Action::build(p));
  });
  out.push_back(Action::drop());
  if (may_pass) out.push_back(Action::pass());
  return out;
}

}  // namespace

std::vector<Action> legal_actions(const Game& game) {
  return actions_on(game.catalogue(), game.player(game.to_act()).city, game.current_piece(),
                    game.house_rules(), game.may_pass());
}

std::vector<Action> legal_actions(const PlayerView& view) {
  return actions_on(*view.catalogue, view.city, view.piece, view.house_rules, view.may_pass);
}

}  // namespace mycity
