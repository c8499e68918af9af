// `mycity-cli machikoro simulate`: per-bot statistics of a short series, and the usage
// errors (exit 2) for unknown bots and player counts that do not fit.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

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
