#include "mycity/turn_rules.hpp"

namespace mycity {

bool pass_allowed(const PieceDef& piece, const ScoreTrack& track) {
  return !piece.must_build && track.shown() > 0;
}

int apply_action(const Catalogue& catalogue, const Action& action, const Bitboard& cells,
                 City& city, ScoreTrack& track) {
  if (action.kind == ActionKind::Pass) return track.add(-1);
  if (action.kind == ActionKind::Build) {
    const Placement& p = action.placement;
    city.add(PlacedBuilding{p.piece, catalogue.piece(p.piece).colour, p, cells});
  }
  return 0;
}

int reveal_round_piece(std::span<const int> deck, std::size_t& next, std::vector<int>* blocked) {
  while (next < deck.size()) {
    const int card = deck[next++];
    if (card >= 0) return card;
    if (next < deck.size()) {
      const int hidden = deck[next++];
      if (hidden >= 0 && blocked != nullptr) blocked->push_back(hidden);
    }
  }
  return -1;
}

}  // namespace mycity
