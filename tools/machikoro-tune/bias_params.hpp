// The fitted biases as a list of named numbers (tools/machikoro-tune): what SPSA moves,
// what its files hold ("name value" per line) and the rows it prints for fitted_bias.cpp.
#pragma once

#include <string>
#include <vector>

#include "bots/fitted_bias.hpp"

namespace machikoro::tune {

struct Param {
  std::string name;  // "before.cafe", "per_copy.cafe", "landmark.harbor", "nothing"
  double* value;     // in coins
};

// The numbers that matter in `edition`'s game, in a fixed order.
std::vector<Param> params(bots::BuildBias& bias, const CardSet& cards, Edition edition);

// Reads "name value" lines into the matching params; throws base::Error naming the file and
// the line of a bad or unknown entry. Params the file does not name keep their values.
void read_params(const std::string& file, std::vector<Param>& params);
// Writes them, atomically.
void write_params(const std::string& file, const std::vector<Param>& params);
// The rows and numbers to paste into src/machikoro/bots/fitted_bias.cpp.
std::string table_rows(const bots::BuildBias& bias, const CardSet& cards, Edition edition);

}  // namespace machikoro::tune
