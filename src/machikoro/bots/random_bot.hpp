// "random": every legal choice alike (the baseline, and the playouts' fastest policy).
#pragma once

#include <vector>

#include "machikoro/bots.hpp"

namespace machikoro {

class RandomBot final : public Bot {
 public:
  std::string_view name() const override { return "random"; }
  Action choose(const Game& game, base::Rng& rng, std::stop_token stop) override;

 private:
  std::vector<Action> legal_;  // reused: no allocation a decision
};

}  // namespace machikoro
