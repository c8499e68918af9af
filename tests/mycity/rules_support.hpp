// Helpers shared by the rules tests (rules.md sections 2-6): a hand-made ruleset, seats
// on a hand-made board, and short ways to write placements and actions.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "mycity/game.hpp"
#include "support.hpp"

namespace mycity::test {

// A ruleset for games on hand-made boards. The Game keeps a pointer to it: keep the
// returned object alive as long as the game.
inline Ruleset ruleset(std::vector<TermSpec> end_terms = {},
                       std::vector<TermSpec> immediate_terms = {},
                       std::optional<int> cap = std::nullopt) {
  Ruleset r;
  r.id = "rules-test";
  r.name = "Rules test";
  r.board = "none";
  r.min_players = 1;
  r.max_players = 4;
  r.cap = cap;
  r.immediate_terms = std::move(immediate_terms);
  r.end_terms = std::move(end_terms);
  return r;
}

// A term spec as a content file would write it ({"term": id, ...params}).
inline TermSpec term(const std::string& id, nlohmann::json params = nlohmann::json::object()) {
  params["term"] = id;
  return term_spec(id, params);
}

inline std::vector<PlayerSetup> seats(int n, const BoardLayout& layout) {
  std::vector<PlayerSetup> players;
  for (int i = 0; i < n; ++i) players.push_back({"P" + std::to_string(i + 1), layout});
  return players;
}

inline Placement at(const std::string& id, int rot, bool flip, int x, int y) {
  return Placement{piece(id), rot, flip, x, y};
}

inline Action build(const std::string& id, int rot, bool flip, int x, int y) {
  return Action::build(at(id, rot, flip, x, y));
}

}  // namespace mycity::test
