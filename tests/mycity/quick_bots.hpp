// The bots as tests use them: "hard" with a tiny budget, so a checked game takes a blink
// while every code path (candidates, playouts, pass, drop) still runs.
#pragma once

#include <memory>
#include <string>

#include "mycity/bots.hpp"
#include "mycity/hard_player.hpp"

namespace mycity::test {

inline std::unique_ptr<Bot> quick_bot(const std::string& name) {
  if (name == "hard")
    return make_hard_bot({.candidates = 3, .budget = 0, .min_samples = 1, .max_samples = 1});
  return make_bot(name);
}

}  // namespace mycity::test
