// Driving a game with computer players and fair dice (simulate, tests, benchmarks).
#include "machikoro/bots.hpp"

namespace machikoro {

Action roll_dice(const Game& game, base::Rng& rng) {
  Dice dice{game.pending().dice};
  for (int i = 0; i < dice.count; ++i)
    dice.values.at(static_cast<std::size_t>(i)) = 1 + static_cast<int>(rng.below(6));
  return Action{ActionKind::Dice, dice};
}

void play_out(Game& game, std::span<Bot* const> seats, base::Rng& dice, base::Rng& bots) {
  while (!game.over()) {
    const Pending pending = game.pending();
    Bot& bot = *seats[static_cast<std::size_t>(pending.player)];
    const Action choice = pending.chance() ? roll_dice(game, dice) : bot.choose(game, bots);
    if (const auto refusal = game.apply(choice)) {
      throw base::Error(std::string(bot.name()) + " chose " + describe(game.cards(), choice) +
                        ": " + refusal->text());
    }
  }
}

}  // namespace machikoro
