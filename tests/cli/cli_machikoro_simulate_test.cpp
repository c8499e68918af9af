// `mycity-cli machikoro simulate`: per-bot statistics of a short series, and the usage
// errors (exit 2) for unknown bots and player counts that do not fit.
#include <filesystem>
#include <string>

#include <unistd.h>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "base/utf8_path.hpp"
#include "run_cli.hpp"

using mycity::test::run_cli;
using nlohmann::json;

TEST_CASE("machikoro simulate reports each bot's games and wins", "[cli][machikoro]") {
  const auto run = run_cli({"machikoro", "simulate", "--games", "4", "--seed", "3", "--bots",
                            "medium,random,random", "--rotate-seats"});
  REQUIRE(run.exit_code == 0);
  const json out = json::parse(run.out);
  CHECK(out["players"] == 3);
  CHECK(out["games"] == 4);
  CHECK(out["by_bot"]["medium"]["games"] == 4);
  CHECK(out["by_bot"]["random"]["games"] == 8);
  CHECK(out["by_bot"]["random"]["seats"] == 2);
  const int wins = out["by_bot"]["medium"]["wins"].get<int>() +
                   out["by_bot"]["random"]["wins"].get<int>() + out["unfinished"].get<int>();
  CHECK(wins == 4);
  CHECK(out["first_seat_win_share"]["ci95"].size() == 2);
}

TEST_CASE("machikoro simulate refuses bad arguments with exit 2", "[cli][machikoro]") {
  const auto unknown =
      run_cli({"machikoro", "simulate", "--games", "1", "--seed", "1", "--bots", "hard,nobody"});
  CHECK(unknown.exit_code == 2);
  CHECK_THAT(unknown.err, Catch::Contains("ranch_cheese"));
  const auto mismatch = run_cli({"machikoro", "simulate", "--games", "1", "--seed", "1",
                                 "--players", "3", "--bots", "hard,medium"});
  CHECK(mismatch.exit_code == 2);
  CHECK_THAT(mismatch.err, Catch::Contains("--players 3 but --bots names 2"));
  CHECK(run_cli({"machikoro", "simulate", "--games", "1", "--seed", "1", "--players", "6"})
            .exit_code == 2);
}

TEST_CASE("machikoro simulate --records writes records that replay to each game's winner",
          "[cli][machikoro]") {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("mycity-mk-simulate-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  const auto run = run_cli({"machikoro", "simulate", "--games", "3", "--seed", "5", "--bots",
                            "hard,random", "--rotate-seats", "--records", base::utf8_string(dir)});
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  const json stats = json::parse(run.out);
  int winners = 0;
  for (int game = 1; game <= 3; ++game) {
    const std::string file =
        base::utf8_string(dir / ("game-0000" + std::to_string(game) + ".mkrec.json"));
    const auto replay = run_cli({"machikoro", "replay", file});
    INFO(file << ": " << replay.err);
    REQUIRE(replay.exit_code == 0);
    const json result = json::parse(replay.out);
    // The seats rotate: game 1 has hard first, game 2 random first (K2's seat order).
    const std::string first = game % 2 == 1 ? "hard (seat 1)" : "random (seat 1)";
    CHECK(result["players"][0]["name"] == first);
    if (!result["winner"].is_null()) ++winners;
  }
  CHECK(winners == stats["games"].get<int>() - stats["unfinished"].get<int>());
  // A second run into the same folder overwrites nothing and says why.
  const auto again = run_cli({"machikoro", "simulate", "--games", "1", "--seed", "5", "--bots",
                              "hard,random", "--records", base::utf8_string(dir)});
  CHECK(again.exit_code == 1);
  CHECK_THAT(again.err, Catch::Contains("already exists"));
  std::filesystem::remove_all(dir);
}
