// The `mycity-cli machikoro` commands (the Machi Koro design's section 9, docs/machikoro.md):
// each prints one JSON document on stdout and returns the exit code (0 success); a bad
// record throws base::Error naming the file, the JSON path and the rule.
#pragma once

#include <cstdint>
#include <string>

#include "machikoro/cards.hpp"

namespace cli {

// `machikoro replay FILE`: the cities, ranks and winner after the record's turns.
int run_machikoro_replay(const machikoro::CardSet& cards, const std::string& file);
// `machikoro legal FILE`: the decision pending after the record's turns and its choices.
int run_machikoro_legal(const machikoro::CardSet& cards, const std::string& file);

struct MachikoroAnalyseOptions {
  std::string file;
  std::uint64_t seed = 1;
  int samples = 0;  // 0: the analysis's default
  bool all_seats = false;
};
// `machikoro analyse FILE`: each seat's turning points (include/machikoro/analysis.hpp); a
// seat under a computer's default name is judged only with `all_seats`.
int run_machikoro_analyse(const machikoro::CardSet& cards, const MachikoroAnalyseOptions& options);

}  // namespace cli
