#include "mycity/session/supply.hpp"

#include <algorithm>

namespace mycity::session {
namespace {

// The building cards of the deck as piece indices, in catalogue order (never deck order).
std::vector<int> sorted_pieces(const Game& game, std::size_t from) {
  std::vector<int> pieces;
  const std::vector<std::string>& deck = game.deck();
  for (std::size_t i = from; i < deck.size(); ++i) {
    if (const std::optional<int> piece = game.catalogue().find_piece(deck[i]))
      pieces.push_back(*piece);
  }
  std::sort(pieces.begin(), pieces.end());
  return pieces;
}

// What became of a round's building; no action yet: the round in play.
SupplyState state_after(const std::optional<Action>& action) {
  if (!action) return SupplyState::InPlay;
  switch (action->kind) {
    case ActionKind::Build:
      return SupplyState::Built;
    case ActionKind::Pass:
      return SupplyState::Passed;
    case ActionKind::Drop:
      return SupplyState::DroppedOut;
  }
  return SupplyState::InPlay;
}

}  // namespace

bool turned_over(SupplyState state) {
  return state == SupplyState::Passed || state == SupplyState::Blocked ||
         state == SupplyState::DroppedOut;
}

std::vector<SupplyBuilding> player_supply(const Game& game, int seat) {
  std::vector<SupplyBuilding> supply;
  for (int piece : sorted_pieces(game, 0)) supply.push_back({piece, SupplyState::ToCome});
  const auto set = [&](int piece, SupplyState state) {
    for (SupplyBuilding& b : supply) {
      if (b.piece == piece) b.state = state;
    }
  };
  for (int piece : game.blocked()) set(piece, SupplyState::Blocked);
  const auto& turns = game.turns();
  const auto& pieces = game.round_pieces();
  for (std::size_t round = 0; round < turns.size(); ++round) {
    const std::optional<Action>& action = turns[round].at(static_cast<std::size_t>(seat));
    set(pieces[round], state_after(action));
    if (action && action->kind == ActionKind::Drop) break;  // no later rounds for this seat
  }
  return supply;
}

DeckRemaining deck_remaining(const Game& game) {
  DeckRemaining out;
  const std::vector<std::string>& deck = game.deck();
  const auto revealed = static_cast<std::size_t>(game.cards_revealed());
  out.in_deck = static_cast<int>(deck.size());
  out.cards = out.in_deck - static_cast<int>(revealed);
  for (std::size_t i = 0; i < deck.size(); ++i) {
    if (deck[i] != kBlockCard) continue;
    out.has_block = true;
    out.block_still_in = i >= revealed;
  }
  const std::vector<int> all = sorted_pieces(game, 0);
  const std::vector<int> left = sorted_pieces(game, revealed);
  for (int c = 0; c < kColourCount; ++c) {
    DeckColour group{static_cast<Colour>(c), {}, 0};
    for (int piece : all) {
      if (game.catalogue().piece(piece).colour == group.colour) ++group.in_deck;
    }
    for (int piece : left) {
      if (game.catalogue().piece(piece).colour == group.colour) group.remaining.push_back(piece);
    }
    if (group.in_deck > 0) out.colours.push_back(std::move(group));
  }
  return out;
}

}  // namespace mycity::session
