#include "bots/random_bot.hpp"

namespace machikoro {

Action RandomBot::choose(const Game& game, base::Rng& rng, std::stop_token) {
  game.legal_actions(legal_);
  return legal_.at(static_cast<std::size_t>(rng.below(legal_.size())));
}

}  // namespace machikoro
