// Computer players. Each is deterministic given the game and its Rng.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "base/random.hpp"
#include "mycity/game.hpp"

namespace mycity {

class Bot {
 public:
  virtual ~Bot() = default;
  virtual std::string_view name() const = 0;
  // A legal action for the seat to act in a game that is not over.
  virtual Action choose(const Game& game, base::Rng& rng) = 0;
  // Legacy stickers: the cell for a board sticker among `legal` ones of `board` (R51), the
  // piece for a building sticker among `legal` ones (R53). By default uniformly at random.
  virtual Cell choose_sticker_cell(const BoardLayout& board, std::string_view sticker,
                                   const Bitboard& legal, base::Rng& rng);
  virtual int choose_sticker_piece(const Catalogue& catalogue, std::string_view sticker,
                                   const std::vector<int>& legal, base::Rng& rng);
};

// "random": uniform over every legal action (each placement, pass, drop).
// "greedy" (for people "medium"): the action that maximises the score if the game ended
// now, counting each covered side of a well that can still score (R35) as a point; it
// never drops while it can build or pass.
// "easy": greedy over the placements a hasty person notices (bots.cpp).
// "hard": looks ahead over the unseen cards (hard_player.hpp, docs/ai.md).
// Every bot but random decides from a PlayerView: it knows what a person would (R10, R17).
std::unique_ptr<Bot> make_bot(std::string_view name);
std::vector<std::string_view> bot_names();

// Plays a whole game with one bot kind for every seat.
void play_out(Game& game, Bot& bot, base::Rng& rng);

}  // namespace mycity
