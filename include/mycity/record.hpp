// Game records (.mcrec.json, formats.md): parse, write and replay.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "mycity/content.hpp"
#include "mycity/game.hpp"

namespace mycity {

struct Record {
  std::string mode;  // a ruleset id
  std::vector<std::string> players;
  std::vector<std::string> deck;
  std::vector<std::vector<std::optional<Action>>> turns;  // empty slot = null
};

inline constexpr std::size_t kMaxRecordBytes = 1u << 20;

// Checks the structure and every value; throws ContentError naming `source` and the
// JSON path of the first problem.
Record parse_record(const nlohmann::json& doc, const Catalogue& catalogue,
                    const std::string& source);
Record read_record_file(const std::string& path, const Catalogue& catalogue);
nlohmann::json record_to_json(const Record& record, const Catalogue& catalogue);

// The record of a game so far.
Record record_of(const Game& game);

// Plays the record's actions. Throws RecordError naming the turn, the player and the
// broken rule on an illegal action, a missing or surplus entry, or (when
// `require_complete`) a record that stops before the game ends.
Game replay(const Catalogue& catalogue, const Record& record, bool require_complete);

}  // namespace mycity
