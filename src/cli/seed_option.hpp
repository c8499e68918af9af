// The check of every --seed option: a decimal whole number from 0 to 2^64 - 1. CLI11's own
// conversion would wrap "-1" and clamp a larger number to 2^64 - 1 without a word.
#pragma once

#include <string>

#include <CLI/CLI.hpp>

#include "base/error.hpp"
#include "base/random.hpp"

namespace cli {

inline const CLI::Validator kSeed(
    [](std::string& text) -> std::string {
      if (base::seed_from_text(text)) return {};
      return "a seed is a whole number from 0 to 18446744073709551615, found \"" +
             base::printable(text) + "\"";
    },
    "UINT in [0 - 18446744073709551615]");

}  // namespace cli
