// The `mycity-cli machikoro` commands (the Machi Koro design's section 9, docs/machikoro.md):
// each prints one JSON document on stdout and returns the exit code (0 success); a bad
// record throws base::Error naming the file, the JSON path and the rule.
#pragma once

#include <string>

#include "machikoro/cards.hpp"

namespace cli {

// `machikoro replay FILE`: the cities, ranks and winner after the record's turns.
int run_machikoro_replay(const machikoro::CardSet& cards, const std::string& file);
// `machikoro legal FILE`: the decision pending after the record's turns and its choices.
int run_machikoro_legal(const machikoro::CardSet& cards, const std::string& file);

}  // namespace cli
