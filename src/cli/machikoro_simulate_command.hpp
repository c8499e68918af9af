// `mycity-cli machikoro simulate` (shared/design/machikoro.md, section 9).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cli {

struct MachikoroSimulateOptions {
  int players = 0;  // 0: as many as --bots names
  int games = 1;
  std::uint64_t seed = 1;
  std::vector<std::string> bots;  // one per seat; empty: "medium" at every seat
  std::string game = "base";      // base or plus
  std::string supply = "all";     // all, ten or 552
  bool rotate_seats = false;
  std::string records_dir;  // empty: no records
};

// The seats' bot names, or a usage error's text (exit 2) in `error`.
std::vector<std::string> machikoro_seat_bots(const MachikoroSimulateOptions& options,
                                             std::string& error);

// Prints the series' JSON; `data_dir` holds campaigns/machikoro/cards.json.
int run_machikoro_simulate(const std::string& data_dir, const MachikoroSimulateOptions& options);

}  // namespace cli
