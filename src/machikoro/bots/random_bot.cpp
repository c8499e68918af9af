#include "bots/random_bot.hpp"

namespace machikoro {

Choice RandomBot::choose(const Game& game, base::Rng& rng, std::stop_token) {
  game.legal_choices(legal_);
  return legal_.at(static_cast<std::size_t>(rng.below(legal_.size())));
}

}  // namespace machikoro
