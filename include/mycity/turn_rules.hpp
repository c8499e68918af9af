// The rules of one player's turn that the game and the hard player's playouts share, so
// that each lives in one place: whether a pass is allowed (R12, R14), what an action does
// to the player's own city and track (R11-R13), and which card a round plays (R15, R16).
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "mycity/city.hpp"
#include "mycity/content.hpp"
#include "mycity/game.hpp"
#include "mycity/score_track.hpp"

namespace mycity {

// R12, R14: a player may pass unless the card must be built or their track shows 0.
bool pass_allowed(const PieceDef& piece, const ScoreTrack& track);

// R11-R13: a legal `action` on the player's own city and track: a build adds the building
// (covering `cells`), a pass costs a point at once, a drop changes neither. Returns the
// points the track moved.
int apply_action(const Catalogue& catalogue, const Action& action, const Bitboard& cells,
                 City& city, ScoreTrack& track);

// R15, R16: the building the next round plays, reading `deck` (piece indices, -1 for the
// block card) from `next` on and advancing it; -1 once the deck is exhausted. A block card
// hides the card after it, added to `blocked` (when given) if it is a building.
int reveal_round_piece(std::span<const int> deck, std::size_t& next, std::vector<int>* blocked);

}  // namespace mycity
