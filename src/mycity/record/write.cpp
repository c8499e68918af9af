// Writing a record as parse_record() reads it (formats.md), and the record of a game so far.
#include "mycity/record.hpp"

#include <nlohmann/json.hpp>

#include "../record_json.hpp"

namespace mycity {

using nlohmann::json;

namespace detail {

json action_to_json(const std::optional<Action>& action, const Catalogue& catalogue) {
  if (!action) return nullptr;
  switch (action->kind) {
    case ActionKind::Pass:
      return "pass";
    case ActionKind::Drop:
      return "drop";
    case ActionKind::Build:
      break;
  }
  const Placement& p = action->placement;
  return {{"build",
           {{"piece", catalogue.piece(p.piece).id},
            {"rot", p.rot},
            {"flip", p.flip},
            {"x", p.x},
            {"y", p.y}}}};
}

json lattice_points_json(const std::vector<Cell>& points) {
  json out = json::array();
  for (const Cell& p : points) out.push_back({p.x, p.y});
  return out;
}

}  // namespace detail

namespace {

using detail::action_to_json;

json legacy_fields_json(const LegacyEpisode& legacy, const Catalogue& catalogue) {
  json boards = json::array();
  for (const RecordBoard& board : legacy.boards) {
    json stickers = json::array();
    for (const RecordSticker& s : board.stickers) {
      json entry = {{"sticker", s.sticker}};
      if (s.cell) {
        entry["x"] = s.cell->x;
        entry["y"] = s.cell->y;
      }
      if (s.piece >= 0) entry["piece"] = catalogue.piece(s.piece).id;
      stickers.push_back(std::move(entry));
    }
    boards.push_back({{"stickers", std::move(stickers)}, {"map", board.map}});
  }
  return {{"campaign", legacy.campaign}, {"episode", legacy.episode}, {"boards", boards}};
}

}  // namespace

std::vector<std::string> layout_map(const BoardLayout& layout) {
  std::vector<std::string> rows;
  for (int y = 0; y < layout.height; ++y) {
    std::string row;
    for (int x = 0; x < layout.width; ++x) {
      const Cell c{x, y};
      char ch = '.';
      switch (layout.terrain(c)) {
        case Terrain::Mountain:
          ch = 'M';
          break;
        case Terrain::Forest:
          ch = 'F';
          break;
        case Terrain::Meadow:
          switch (layout.feature(c)) {
            case Feature::DoubleTrees:
              ch = 'T';
              break;
            case Feature::DoubleRocks:
              ch = 'R';
              break;
            case Feature::SingleTree:
              ch = 't';
              break;
            case Feature::SingleRock:
              ch = 'r';
              break;
            case Feature::Well:
              ch = 'W';
              break;
            case Feature::Gold:
              ch = 'G';
              break;
            case Feature::None:
              ch = layout.gold_marks.test(c) ? 'g' : layout.spots.test(c) ? 'o' : '.';
              break;
          }
          break;
      }
      row += ch;
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

json record_to_json(const Record& record, const Catalogue& catalogue) {
  json turns = json::array();
  for (const auto& turn : record.turns) {
    json entry = json::array();
    for (const auto& action : turn) entry.push_back(action_to_json(action, catalogue));
    turns.push_back(std::move(entry));
  }
  json doc = {{"format", "mycity-record"}, {"version", kRecordVersion},
              {"mode", record.mode},       {"players", record.players},
              {"deck", record.deck},       {"turns", std::move(turns)}};
  if (record.house_rules.mirror) doc["house_rules"] = house_rule_ids(record.house_rules);
  if (record.legacy) doc.update(legacy_fields_json(*record.legacy, catalogue));
  if (record.board) {
    const json board = {{"seed", record.board->seed},
                        {"map", record.board->map},
                        {"river", detail::lattice_points_json(record.board->river)}};
    doc["boards"] = json::array();
    for (std::size_t i = 0; i < record.players.size(); ++i) doc["boards"].push_back(board);
  }
  return doc;
}

Record record_of(const Game& game) {
  Record record;
  record.mode = game.ruleset().id;
  record.house_rules = game.house_rules();
  for (int s = 0; s < game.player_count(); ++s) record.players.push_back(game.player(s).name);
  record.deck = game.deck();
  record.turns = game.turns();
  if (const auto seed = game.board().seed) {
    const BoardLayout& layout = game.player(0).city.layout();
    record.board = RecordedBoard{*seed, layout_map(layout), layout.path("river")->points};
  }
  // A round in progress is recorded only up to the last action taken in it.
  if (!record.turns.empty() && !game.over()) {
    const auto& last = record.turns.back();
    bool any = false;
    for (const auto& a : last) any = any || a.has_value();
    if (!any) record.turns.pop_back();
  }
  return record;
}

}  // namespace mycity
