// The subcommands of mycity-cli (formats.md). Each returns the process exit code:
// 0 success, 1 invalid input. They print one JSON document on stdout.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "mycity/content.hpp"

namespace mycity::cli {

int run_replay(const Catalogue& catalogue, const std::string& file);

struct LegalOptions {
  std::string mode;
  std::string piece;
  std::string record;  // empty: an empty board
  int player = 0;      // seat, from 0
};
int run_legal(const Catalogue& catalogue, const LegalOptions& options);

struct SimulateOptions {
  std::string mode;
  int players = 2;
  int games = 1;
  std::uint64_t seed = 1;
  std::string bot = "greedy";
  std::string records_dir;  // empty: write no records
};
int run_simulate(const Catalogue& catalogue, const SimulateOptions& options);

}  // namespace mycity::cli
