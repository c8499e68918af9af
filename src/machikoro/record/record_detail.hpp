// What the record's reader, writer and replay share (src/machikoro/record/): the words of
// the house rules, the players' checks, and the shape of an error.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "base/error.hpp"
#include "machikoro/setup.hpp"

namespace machikoro::record_detail {

// "source: at /turns/3/build: problem" (ContentError's shape); no "source: " when empty.
[[noreturn]] inline void fail(const std::string& source, const std::string& path,
                              const std::string& problem) {
  throw base::RecordError((source.empty() ? "" : source + ": ") + "at " +
                          (path.empty() ? "/" : path) + ": " + problem);
}

inline std::string turn_path(std::size_t turn) {
  return "/turns/" + std::to_string(turn);
}

// The house rules' ids, in the order written ("purple_out").
std::vector<std::string> house_rule_ids(const HouseRules& rules);
// Turns on the rule `id`; false for an unknown id.
bool enable_house_rule(HouseRules& rules, std::string_view id);

// Section 9: 2-5 players with distinct names, none empty, and a first seat among them.
// Throws RecordError at /players/N or /first.
void check_players(const Setup& setup, const std::string& source);

}  // namespace machikoro::record_detail
