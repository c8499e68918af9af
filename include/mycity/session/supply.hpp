// What lies face up on the table for all to see (R17): each player's supply of buildings and
// the discard pile, hence which cards are still in the deck. Which cards remain is public but
// their order is secret, so the deck is only ever given sorted by colour and shape.
#pragma once

#include <vector>

#include "mycity/game.hpp"

namespace mycity::session {

enum class SupplyState {
  ToCome,      // face up beside the board; its card is still in the deck
  InPlay,      // its card is the one revealed, and the player has yet to act on it
  Built,       // on the board
  Passed,      // turned over: the player passed (R12)
  Blocked,     // turned over: the block card hid its card (R15)
  DroppedOut,  // turned over: the building the player dropped out on (R13)
};

// Passed, blocked or dropped out on: the tile lies animal side up.
bool turned_over(SupplyState state);

struct SupplyBuilding {
  int piece = -1;  // index into the catalogue's pieces
  SupplyState state = SupplyState::ToCome;
  friend bool operator==(const SupplyBuilding&, const SupplyBuilding&) = default;
};

// The seat's buildings of this game, one for each building card of the deck, in catalogue
// order (colour, then size). A player who dropped out keeps the later ones face up.
std::vector<SupplyBuilding> player_supply(const Game& game, int seat);

struct DeckColour {
  Colour colour = Colour::Yellow;
  std::vector<int> remaining;  // pieces whose cards are still in the deck, catalogue order
  int in_deck = 0;             // this colour's cards in the whole deck
  friend bool operator==(const DeckColour&, const DeckColour&) = default;
};

struct DeckRemaining {
  std::vector<DeckColour> colours;  // each colour the deck holds, in colour order
  int cards = 0;                    // cards not yet revealed, the block card included
  int in_deck = 0;                  // cards in the whole deck
  bool has_block = false;           // the deck holds a block card
  bool block_still_in = false;      // ... and it has not been revealed yet
  friend bool operator==(const DeckRemaining&, const DeckRemaining&) = default;
};

DeckRemaining deck_remaining(const Game& game);

}  // namespace mycity::session
