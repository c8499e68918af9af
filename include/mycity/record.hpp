// Game records (.mcrec.json, formats.md): parse, write and replay.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "mycity/campaign_content.hpp"
#include "mycity/content.hpp"
#include "mycity/game.hpp"

namespace mycity {

// One sticker on a legacy board before the episode, in the order applied: a board sticker
// on a cell, the railway (no cell) or a building sticker on a piece.
struct RecordSticker {
  std::string sticker;
  std::optional<Cell> cell;
  int piece = -1;
  friend bool operator==(const RecordSticker&, const RecordSticker&) = default;
};

// A player's legacy board at the start of the episode: the printed board plus `stickers`;
// `map` shows the result in the content.md legend (checked against the stickers).
struct RecordBoard {
  std::vector<RecordSticker> stickers;
  std::vector<std::string> map;
  friend bool operator==(const RecordBoard&, const RecordBoard&) = default;
};

// The legacy fields of an episode record (formats.md): enough to replay it alone.
struct LegacyEpisode {
  std::string campaign;  // the campaign definition's id
  int episode = 0;
  std::vector<RecordBoard> boards;  // one per player
  friend bool operator==(const LegacyEpisode&, const LegacyEpisode&) = default;
};

// A generated board as a record carries it (formats.md, "boards"): the seed it was made
// from, for players to type again, and the board itself, so that the record replays
// wherever the generator differs.
struct RecordedBoard {
  std::uint64_t seed = 0;
  std::vector<std::string> map;  // the content.md legend
  std::vector<Cell> river;       // lattice points
  friend bool operator==(const RecordedBoard&, const RecordedBoard&) = default;
};

struct Record {
  std::string mode;        // a ruleset id (a legacy episode's: "<campaign>-<episode>")
  HouseRules house_rules;  // version 1 records were played with mirroring (R1)
  std::vector<std::string> players;
  std::vector<std::string> deck;
  std::vector<std::vector<std::optional<Action>>> turns;  // empty slot = null
  std::optional<LegacyEpisode> legacy;
  std::optional<RecordedBoard> board;  // every player's generated board; none: the printed one
  friend bool operator==(const Record&, const Record&) = default;
};

inline constexpr std::size_t kMaxRecordBytes = 1u << 20;
inline constexpr int kRecordVersion = 2;  // version 1 is read as well (formats.md)

// Checks the structure and every value; throws ContentError naming `source` and the
// JSON path of the first problem.
Record parse_record(const nlohmann::json& doc, const Catalogue& catalogue,
                    const std::string& source);
Record read_record_file(const std::string& path, const Catalogue& catalogue);
nlohmann::json record_to_json(const Record& record, const Catalogue& catalogue);

// The record of a game so far.
Record record_of(const Game& game);

// A legacy board in the content.md map legend (M F . o T R t r W G g).
std::vector<std::string> layout_map(const BoardLayout& layout);

// Plays the record's actions. Throws RecordError naming the turn, the player and the
// broken rule on an illegal action, a missing or surplus entry, or (when
// `require_complete`) a record that stops before the game ends.
// A legacy record (one with `legacy`) needs its campaign: replay_legacy().
Game replay(const Catalogue& catalogue, const Record& record, bool require_complete);
// Replays a legacy episode record of `campaign` (its id must match): each board is the
// printed board with the record's stickers applied (R51, R53), checked against its map.
Game replay_legacy(const Catalogue& catalogue, const CampaignDef& campaign, const Record& record,
                   bool require_complete);

}  // namespace mycity
