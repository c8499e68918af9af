// `mycity-cli legal` against the independent reference model (reference_model.hpp), and
// `mycity-cli simulate`: its statistics, determinism, and the records it writes.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "base/utf8_path.hpp"
#include "reference_model.hpp"
#include "run_cli.hpp"

using mycity::test::record_path;
using mycity::test::run_cli;
using nlohmann::json;

namespace {

// The cell sets `legal` printed, keyed as the reference model keys them.
std::set<std::vector<int>> printed_cell_sets(const std::string& out, const std::string& piece) {
  std::set<std::vector<int>> sets;
  for (const json& p : json::parse(out)) {
    REQUIRE(p.at("piece") == piece);
    const bool fresh = sets.insert(mycity::ref::key(mycity::ref::cells_of(
                                       piece, p.at("rot"), p.at("flip"), p.at("x"), p.at("y"))))
                           .second;
    CHECK(fresh);  // each distinct cell set once (formats.md)
  }
  return sets;
}

// The city of seat `seat` after every build of a record, in the reference model.
mycity::ref::City shadow_city(const std::string& record, int seat) {
  std::ifstream in(record_path(record));
  const json doc = json::parse(in);
  mycity::ref::City city;
  for (const json& turn : doc.at("turns")) {
    const json& action = turn.at(static_cast<std::size_t>(seat));
    if (!action.is_object()) continue;
    const json& b = action.at("build");
    const std::string id = b.at("piece");
    REQUIRE(
        city.add(id, mycity::ref::cells_of(id, b.at("rot"), b.at("flip"), b.at("x"), b.at("y"))));
  }
  return city;
}

const std::vector<std::string> kEternityPieces = {
    "Y-D2", "Y-I3", "Y-V3", "Y-O4", "Y-T4", "Y-S4", "Y-L5", "Y-P5", "R-D2",
    "R-I3", "R-V3", "R-L4", "R-T4", "R-I4", "R-U5", "R-Y5", "B-D2", "B-I3",
    "B-V3", "B-S4", "B-L4", "B-O4", "B-W5", "B-N5", "C-V3", "C-T4", "C-X5"};

}  // namespace

TEST_CASE("CLI legal: the empty board matches an independent enumeration (R2 R4 R5)",
          "[cli][R2][R4][R5]") {
  const mycity::ref::City empty;
  for (const std::string& piece : kEternityPieces) {
    INFO(piece);
    const auto run = run_cli({"legal", "--mode", "eternity", "--piece", piece});
    REQUIRE(run.exit_code == 0);
    CHECK(printed_cell_sets(run.out, piece) ==
          mycity::ref::legal_cell_sets(mycity::ref::eternity_board(), empty, piece));
  }
}

TEST_CASE("CLI legal: rotations only unless --house-rule mirror (R1)", "[cli][R1]") {
  const mycity::ref::City empty;
  for (const std::string& piece : kEternityPieces) {
    INFO(piece);
    const auto run =
        run_cli({"legal", "--mode", "eternity", "--piece", piece, "--house-rule", "mirror"});
    REQUIRE(run.exit_code == 0);
    CHECK(printed_cell_sets(run.out, piece) ==
          mycity::ref::legal_cell_sets(mycity::ref::eternity_board(), empty, piece, true));
  }
  const auto unknown =
      run_cli({"legal", "--mode", "eternity", "--piece", "Y-L5", "--house-rule", "diagonal"});
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.err.find("diagonal") != std::string::npos);
}

TEST_CASE("CLI legal: after a record's moves matches an independent enumeration (R3 R4 R6)",
          "[cli][R3][R4][R6]") {
  const mycity::ref::City city = shadow_city("well-and-church.mcrec.json", 0);
  for (const std::string& piece : kEternityPieces) {
    INFO(piece);
    const auto run = run_cli({"legal", "--mode", "eternity", "--piece", piece, "--record",
                              record_path("well-and-church.mcrec.json"), "--player", "0"});
    REQUIRE(run.exit_code == 0);
    const bool built = std::any_of(city.buildings.begin(), city.buildings.end(),
                                   [&](const auto& b) { return b.id == piece; });
    if (built) {
      CHECK(json::parse(run.out).empty());  // every building once per episode
    } else {
      // A version 1 record was played with mirroring (R1), so its placements include it.
      CHECK(printed_cell_sets(run.out, piece) ==
            mycity::ref::legal_cell_sets(mycity::ref::eternity_board(), city, piece, true));
    }
  }
}

TEST_CASE("CLI legal: bad arguments exit 1 with a message", "[cli]") {
  const auto unknown_piece = run_cli({"legal", "--mode", "eternity", "--piece", "Z-Q9"});
  CHECK(unknown_piece.exit_code == 1);
  CHECK(unknown_piece.err.find("Z-Q9") != std::string::npos);
  const auto unknown_mode = run_cli({"legal", "--mode", "chess", "--piece", "Y-D2"});
  CHECK(unknown_mode.exit_code == 1);
  CHECK(unknown_mode.err.find("chess") != std::string::npos);
  const auto no_seat = run_cli({"legal", "--mode", "eternity", "--piece", "Y-D2", "--record",
                                record_path("two-players-basic.mcrec.json"), "--player", "2"});
  CHECK(no_seat.exit_code == 1);
  CHECK(no_seat.err.find("--player") != std::string::npos);
}

TEST_CASE("CLI simulate: statistics, the same seed gives the same games, records replay",
          "[cli][R10][R16]") {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("mycity-simulate-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  const std::vector<std::string> args = {"simulate", "--mode",  "eternity", "--players",
                                         "3",        "--games", "20",       "--seed",
                                         "7",        "--bot",   "greedy"};
  std::vector<std::string> with_records = args;
  with_records.insert(with_records.end(), {"--records", base::utf8_string(dir)});
  const auto first = run_cli(with_records);
  INFO(first.err);
  REQUIRE(first.exit_code == 0);
  json stats = json::parse(first.out);
  CHECK(stats.at("games") == 20);
  CHECK(stats.at("players") == 3);
  CHECK(stats.at("score").at("min") <= stats.at("score").at("mean"));
  CHECK(stats.at("score").at("mean") <= stats.at("score").at("max"));
  CHECK(stats.at("winning_score").at("min") >= stats.at("score").at("min"));
  int wins = 0;
  for (int w : stats.at("wins_by_seat")) wins += w;
  CHECK(wins >= 20);  // at least one winner a game, more when they share first place
  CHECK(stats.at("games_per_second") > 0);

  const auto second = run_cli(args);
  REQUIRE(second.exit_code == 0);
  json again = json::parse(second.out);
  // Everything but the clock's readings is the same.
  for (json* out : {&stats, &again}) {
    out->erase("games_per_second");
    for (json& player : out->at("computer_players")) player.erase("decision_ms");
    for (auto& [bot, summary] : out->at("by_bot").items()) summary.erase("decision_ms");
  }
  CHECK(stats == again);

  // Each written record replays, and the winners' scores are the statistics' winning scores.
  int replayed = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const auto run = run_cli({"replay", base::utf8_string(entry.path())});
    INFO(entry.path() << ": " << run.err);
    REQUIRE(run.exit_code == 0);
    const json result = json::parse(run.out);
    for (const json& p : result.at("players")) {
      if (p.at("rank") == 1) {
        CHECK(p.at("score") >= stats.at("winning_score").at("min"));
        CHECK(p.at("score") <= stats.at("winning_score").at("max"));
      }
    }
    ++replayed;
  }
  CHECK(replayed == 20);

  // Never overwrites: the same folder again is refused.
  const auto refused = run_cli(with_records);
  CHECK(refused.exit_code == 1);
  CHECK(refused.err.find("already exists") != std::string::npos);
  std::filesystem::remove_all(dir);
}
