#include "bots/random_bot.hpp"

namespace machikoro {

Choice RandomBot::choose(const Game& game, base::Rng& rng, std::stop_token) {
  const std::vector<Choice> legal = game.legal_choices();
  return legal.at(static_cast<std::size_t>(rng.below(legal.size())));
}

}  // namespace machikoro
