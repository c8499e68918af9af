// Reading a record (.mcrec.json, formats.md) strictly: the format and version, no unknown
// member, values of the right type and size, a generated board the generator could make.
// Whether the turns obey the rules is replay()'s question.
#include "mycity/record.hpp"

#include <algorithm>
#include <limits>

#include <nlohmann/json.hpp>

#include "../record_json.hpp"
#include "base/json_reader.hpp"
#include "mycity/board_generator.hpp"
#include "mycity/stickers.hpp"
#include "record_detail.hpp"

namespace mycity {

using nlohmann::json;

namespace detail {

std::optional<Action> parse_action(const json& value, const Catalogue& catalogue,
                                   const base::JsonPlace& place) {
  if (value.is_null()) return std::nullopt;
  if (value.is_string()) {
    const std::string word = value.get<std::string>();
    if (word == "pass") return Action::pass();
    if (word == "drop") return Action::drop();
    place.fail("unknown action \"" + base::excerpt(word) +
               "\" (expected \"pass\", \"drop\", a build or null)");
  }
  static constexpr std::string_view kAction[] = {"build"};
  base::expect_known_members(value, kAction, place);
  const json& build = base::member(value, "build", place);
  const base::JsonPlace at = place / "build";
  static constexpr std::string_view kBuild[] = {"piece", "rot", "flip", "x", "y"};
  base::expect_known_members(build, kBuild, at);
  Placement p;
  const std::string id = base::string_member(build, "piece", at);
  const auto piece = catalogue.find_piece(id);
  if (!piece) (at / "piece").fail("unknown building \"" + base::excerpt(id) + "\"");
  p.piece = *piece;
  p.rot = base::int_member(build, "rot", at, 0, 3);
  const json* flip = base::optional_member(build, "flip", at);  // absent: not mirrored
  p.flip = flip != nullptr && base::expect_bool(*flip, at / "flip");
  p.x = base::int_member(build, "x", at, -100, 100);
  p.y = base::int_member(build, "y", at, -100, 100);
  return Action::build(p);
}

HouseRules parse_house_rule_ids(const json& value, const base::JsonPlace& place) {
  const auto ids = base::string_array(value, place, 10, base::EmptyStrings::Rejected);
  HouseRules rules;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (!enable_house_rule(rules, ids[i]))
      (place / i).fail("unknown house rule \"" + base::excerpt(ids[i]) + "\" (known: \"mirror\")");
  }
  return rules;
}

std::uint64_t parse_seed(const json& value, const base::JsonPlace& place) {
  if (value.is_number_unsigned()) return value.get<std::uint64_t>();
  // The parser stores "-0" as a signed 0 (and a document built in code may hold signed
  // seeds): a whole number that is not negative is a seed whatever its storage.
  if (value.is_number_integer()) {
    const auto seed = value.get<std::int64_t>();
    if (seed >= 0) return static_cast<std::uint64_t>(seed);
    place.fail("a seed is not negative, found " + value.dump());
  }
  place.fail("expected an integer from 0 to 18446744073709551615, found " +
             std::string(base::type_name(value)));
}

std::vector<Cell> parse_lattice_points(const json& value, const base::JsonPlace& place) {
  const json& array = base::expect_array(value, place, 1000);
  std::vector<Cell> points;
  for (std::size_t i = 0; i < array.size(); ++i) {
    const json& point = base::expect_array(array[i], place / i, 2);
    if (point.size() != 2) (place / i).fail("a lattice point is [x, y]");
    points.push_back(Cell{base::expect_int(point[0], place / i / 0, 0, kMaxBoardWidth),
                          base::expect_int(point[1], place / i / 1, 0, kMaxBoardHeight)});
  }
  return points;
}

BoardLayout recorded_layout(const BoardFrame& frame, const RecordedBoard& board,
                            const base::JsonPlace& place) {
  BoardLayout layout = parse_layout(board.map, place.file(), (place / "map").path());
  layout.paths.push_back(make_edge_path("river", board.river, layout.width, layout.height,
                                        place.file(), (place / "river").path()));
  if (auto failed = failed_board_check(frame, layout)) place.fail("not a fair board: " + *failed);
  return layout;
}

}  // namespace detail

namespace {

using detail::parse_action;
using detail::recorded_layout;

RecordSticker parse_record_sticker(const json& value, const Catalogue& catalogue,
                                   const base::JsonPlace& place) {
  base::expect_object(value, place);
  RecordSticker sticker;
  sticker.sticker = base::string_member(value, "sticker", place);
  const auto ids = sticker_ids();
  if (std::find(ids.begin(), ids.end(), sticker.sticker) == ids.end())
    (place / "sticker").fail("unknown sticker \"" + base::excerpt(sticker.sticker) + "\"");
  static constexpr std::string_view kOnPiece[] = {"sticker", "piece"};
  static constexpr std::string_view kAlone[] = {"sticker"};
  static constexpr std::string_view kOnCell[] = {"sticker", "x", "y"};
  using Members = std::span<const std::string_view>;
  const Members known = is_building_sticker(sticker.sticker) ? Members(kOnPiece)
                        : sticker.sticker == "railway"       ? Members(kAlone)
                                                             : Members(kOnCell);
  base::expect_known_members(value, known, place);
  if (is_building_sticker(sticker.sticker)) {
    const std::string id = base::string_member(value, "piece", place);
    const auto piece = catalogue.find_piece(id);
    if (!piece) (place / "piece").fail("unknown building \"" + base::excerpt(id) + "\"");
    sticker.piece = *piece;
  } else if (sticker.sticker != "railway") {
    sticker.cell = Cell{base::int_member(value, "x", place, 0, kMaxBoardWidth - 1),
                        base::int_member(value, "y", place, 0, kMaxBoardHeight - 1)};
  }
  return sticker;
}

// "boards": one board per player, a legacy episode's or a generated one.
const json& board_entries(const json& value, std::size_t player_count, const base::JsonPlace& at) {
  const json& boards = base::expect_array(value, at, 8);
  if (boards.size() != player_count) {
    at.fail("expected one board per player (" + std::to_string(player_count) + "), found " +
            std::to_string(boards.size()));
  }
  return boards;
}

// An Eternity record's generated board: the same for every player, and one the generator
// could have made.
RecordedBoard parse_generated_boards(const json& value, const BoardFrame& frame,
                                     std::size_t player_count, const base::JsonPlace& at) {
  const json& boards = board_entries(value, player_count, at);
  std::optional<RecordedBoard> first;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    static constexpr std::string_view kBoard[] = {"seed", "map", "river"};
    base::expect_known_members(boards[i], kBoard, at / i);
    RecordedBoard board;
    board.seed = detail::parse_seed(base::member(boards[i], "seed", at / i), at / i / "seed");
    board.map = base::string_array(base::member(boards[i], "map", at / i), at / i / "map",
                                   kMaxBoardHeight, base::EmptyStrings::Allowed);
    board.river =
        detail::parse_lattice_points(base::member(boards[i], "river", at / i), at / i / "river");
    recorded_layout(frame, board, at / i);
    if (first && board != *first)
      (at / i).fail("every player is on the same board, and this one differs from the first");
    first = std::move(board);
  }
  return *first;
}

LegacyEpisode parse_legacy_fields(const json& doc, const Catalogue& catalogue,
                                  std::size_t player_count, const base::JsonPlace& root) {
  LegacyEpisode legacy;
  legacy.campaign = base::string_member(doc, "campaign", root);
  if (legacy.campaign.size() > 100) (root / "campaign").fail("an id has at most 100 bytes");
  legacy.episode = base::int_member(doc, "episode", root, 1, 100);
  const base::JsonPlace at = root / "boards";
  const json& boards = board_entries(base::member(doc, "boards", root), player_count, at);
  for (std::size_t i = 0; i < boards.size(); ++i) {
    static constexpr std::string_view kBoard[] = {"stickers", "map"};
    base::expect_known_members(boards[i], kBoard, at / i);
    RecordBoard board;
    const json& stickers =
        base::expect_array(base::member(boards[i], "stickers", at / i), at / i / "stickers", 1000);
    for (std::size_t j = 0; j < stickers.size(); ++j)
      board.stickers.push_back(
          parse_record_sticker(stickers[j], catalogue, at / i / "stickers" / j));
    board.map = base::string_array(base::member(boards[i], "map", at / i), at / i / "map",
                                   kMaxBoardHeight, base::EmptyStrings::Allowed);
    for (std::size_t y = 0; y < board.map.size(); ++y) {
      if (board.map[y].size() > static_cast<std::size_t>(kMaxBoardWidth))
        (at / i / "map" / y).fail("a map row has at most 16 cells");
    }
    legacy.boards.push_back(std::move(board));
  }
  return legacy;
}

// Version 1 was played under the old R1, with mirroring; version 2 names its house rules.
HouseRules parse_house_rules(const json& doc, const base::JsonPlace& root) {
  const int version = base::int_member(doc, "version", root, std::numeric_limits<int>::min(),
                                       std::numeric_limits<int>::max());
  if (version < 1 || version > kRecordVersion) {
    (root / "version")
        .fail("expected version 1 or " + std::to_string(kRecordVersion) + ", found " +
              std::to_string(version));
  }
  const json* listed = base::optional_member(doc, "house_rules", root);
  if (version == 1) {
    if (listed != nullptr) (root / "house_rules").fail("a version 1 record has no house rules");
    return HouseRules{.mirror = true};
  }
  return listed == nullptr ? HouseRules{}
                           : detail::parse_house_rule_ids(*listed, root / "house_rules");
}

}  // namespace

Record parse_record(const json& doc, const Catalogue& catalogue, const std::string& source) {
  const base::JsonPlace root(source);
  base::expect_object(doc, root);
  // The legacy members belong to a legacy episode record, one with "campaign".
  static constexpr std::string_view kMembers[] = {"format",   "version", "mode",   "players",
                                                  "deck",     "turns",   "boards", "house_rules",
                                                  "campaign", "episode"};
  const bool legacy = base::optional_member(doc, "campaign", root) != nullptr;
  base::expect_format(doc, "mycity-record", root);  // first: another kind of file says so
  base::expect_known_members(doc, std::span(kMembers).first(legacy ? 10 : 8), root);
  Record record;
  record.house_rules = parse_house_rules(doc, root);
  record.mode = base::string_member(doc, "mode", root);
  // A legacy episode's ruleset lives in its campaign, checked when it is replayed.
  const Ruleset* rules = catalogue.find_ruleset(record.mode);
  if (rules == nullptr && !legacy) (root / "mode").fail("unknown mode \"" + record.mode + "\"");
  const json& players = base::expect_array(base::member(doc, "players", root), root / "players", 8);
  for (std::size_t i = 0; i < players.size(); ++i) {
    record.players.push_back(base::expect_name(players[i], root / "players" / i, 100));
  }
  const int n = static_cast<int>(record.players.size());
  if (n < 1) (root / "players").fail("a game has at least one player");
  if (rules != nullptr && (n < rules->min_players || n > rules->max_players)) {
    (root / "players")
        .fail(rules->name + " is for " + std::to_string(rules->min_players) + " to " +
              std::to_string(rules->max_players) + " players, found " + std::to_string(n));
  }
  const json& deck = base::expect_array(base::member(doc, "deck", root), root / "deck", 200);
  for (std::size_t i = 0; i < deck.size(); ++i) {
    const std::string card = base::expect_string(deck[i], root / "deck" / i);
    if (card != kBlockCard && !catalogue.find_piece(card))
      (root / "deck" / i).fail("unknown card \"" + base::excerpt(card) + "\"");
    for (const std::string& earlier : record.deck) {
      if (earlier == card) (root / "deck" / i).fail("card \"" + card + "\" appears twice");
    }
    record.deck.push_back(card);
  }
  const json& turns = base::expect_array(base::member(doc, "turns", root), root / "turns", 200);
  for (std::size_t t = 0; t < turns.size(); ++t) {
    const json& entry = base::expect_array(turns[t], root / "turns" / t, 8);
    if (static_cast<int>(entry.size()) != n) {
      (root / "turns" / t)
          .fail("turn " + std::to_string(t + 1) + " has " + std::to_string(entry.size()) +
                (entry.size() == 1 ? " action" : " actions") + "; expected one per player (" +
                std::to_string(n) + ")");
    }
    std::vector<std::optional<Action>> actions;
    for (std::size_t s = 0; s < entry.size(); ++s) {
      actions.push_back(parse_action(entry[s], catalogue, root / "turns" / t / s));
    }
    record.turns.push_back(std::move(actions));
  }
  if (legacy) {
    record.legacy = parse_legacy_fields(doc, catalogue, record.players.size(), root);
  } else if (const json* boards = base::optional_member(doc, "boards", root)) {
    record.board = parse_generated_boards(*boards, BoardFrame(catalogue, *rules),
                                          record.players.size(), root / "boards");
  }
  return record;
}

Record read_record_file(const std::string& path, const Catalogue& catalogue) {
  return parse_record(base::read_json_file(path, {kMaxRecordBytes}), catalogue, path);
}

}  // namespace mycity
