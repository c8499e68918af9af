// `mycity-cli simulate --board-seed / --new-boards`: games on generated boards, their records
// carrying the board, per-board outcomes recomputed from the records.
#include <filesystem>
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "base/random.hpp"
#include "base/utf8_path.hpp"
#include "run_cli.hpp"

using mycity::test::fresh_dir;
using mycity::test::read_json_file;
using mycity::test::run_cli;
using mycity::test::simulated_record;
using nlohmann::json;

TEST_CASE("CLI simulate --new-boards: a board every N games, each listed with its games",
          "[cli][boards]") {
  const auto dir = fresh_dir("simulate-new-boards");
  const auto run =
      run_cli({"simulate", "--mode", "eternity", "--players", "2", "--games", "5", "--seed", "3",
               "--new-boards", "2", "--records", base::utf8_string(dir)});
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  const json out = json::parse(run.out);
  CHECK(out.at("new_boards") == 2);
  CHECK(out.at("board_seed").is_null());
  // Games 0-1, 2-3 and 4: three boards, board b from derive_seed(derive_seed(3, b), 2).
  const json& boards = out.at("boards");
  REQUIRE(boards.size() == 3);
  for (int b = 0; b < 3; ++b) {
    CHECK(boards[b].at("seed") ==
          base::derive_seed(base::derive_seed(3, static_cast<std::uint64_t>(b)), 2));
    CHECK(boards[b].at("games") == (b < 2 ? 2 : 1));
  }
  for (int g = 0; g < 5; ++g) {
    const json record = read_json_file(simulated_record(dir, g + 1));
    REQUIRE(record.at("boards").size() == 2);
    CHECK(record.at("boards")[0].at("seed") == boards[g / 2].at("seed"));
    CHECK(record.at("boards")[0] == record.at("boards")[1]);
    const auto replay = run_cli({"replay", base::utf8_string(simulated_record(dir, g + 1))});
    CHECK(replay.exit_code == 0);
  }
  // Board 0's mean score: its two games' four seats, from the records' replays.
  double sum = 0;
  for (int g = 0; g < 2; ++g) {
    const json replayed =
        json::parse(run_cli({"replay", base::utf8_string(simulated_record(dir, g + 1))}).out);
    for (const json& player : replayed.at("players")) sum += player.at("score").get<int>();
  }
  CHECK(boards[0].at("by_bot").at("greedy").at("score").at("mean") == Approx(sum / 4));
  std::filesystem::remove_all(dir);
}

TEST_CASE("CLI simulate --board-seed: every game on that board", "[cli][boards]") {
  const auto dir = fresh_dir("simulate-board-seed");
  const auto run =
      run_cli({"simulate", "--mode", "eternity", "--players", "3", "--games", "2", "--seed", "9",
               "--board-seed", "4242", "--records", base::utf8_string(dir)});
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  const json out = json::parse(run.out);
  CHECK(out.at("board_seed") == 4242);
  CHECK(out.at("boards").empty());
  const json first = read_json_file(simulated_record(dir, 1));
  const json second = read_json_file(simulated_record(dir, 2));
  CHECK(first.at("boards")[0].at("seed") == 4242);
  CHECK(first.at("boards") == second.at("boards"));
  CHECK(first.at("deck") != second.at("deck"));
  std::filesystem::remove_all(dir);
}

TEST_CASE("CLI simulate: board options are refused where they cannot apply", "[cli][boards]") {
  const auto both = run_cli({"simulate", "--mode", "eternity", "--players", "2", "--games", "1",
                             "--seed", "1", "--board-seed", "5", "--new-boards", "2"});
  CHECK(both.exit_code == 2);
  const auto negative = run_cli({"simulate", "--mode", "eternity", "--players", "2", "--games", "1",
                                 "--seed", "1", "--board-seed", "-1"});
  CHECK(negative.exit_code == 2);
  const auto legacy = run_cli({"simulate", "--mode", "legacy-3", "--players", "2", "--games", "1",
                               "--seed", "1", "--board-seed", "5"});
  CHECK(legacy.exit_code == 1);
  CHECK(legacy.err ==
        "mycity-cli: --board-seed, --new-boards: a legacy episode is on its campaign's boards\n");
}
