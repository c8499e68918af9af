// `mycity-cli simulate --bots ... --rotate-seats`: one computer player per seat, the seats
// rotated between games, per-player statistics recomputed from the records it writes. The
// quick computer players: this is the command's bookkeeping, not their strength.
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "base/utf8_path.hpp"
#include "run_cli.hpp"

using mycity::test::fresh_dir;
using mycity::test::read_json_file;
using mycity::test::run_cli;
using mycity::test::simulated_record;
using nlohmann::json;

TEST_CASE("CLI simulate --bots --rotate-seats: names, seats and per-player statistics",
          "[cli][bots]") {
  const auto dir = fresh_dir("simulate-bots");
  const auto run =
      run_cli({"simulate", "--mode", "eternity", "--bots", "easy,greedy,random", "--rotate-seats",
               "--games", "4", "--seed", "3", "--records", base::utf8_string(dir)});
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  const json out = json::parse(run.out);
  CHECK(out.at("players") == 3);
  CHECK(out.at("bots") == json({"easy", "greedy", "random"}));
  REQUIRE(out.at("computer_players").size() == 3);

  // Game g (from 0) seats computer player i at (i + g) mod 3: the names say who sat where.
  const std::vector<std::string> bots = {"easy", "greedy", "random"};
  std::map<std::string, double> score_sum;
  std::map<std::string, int> wins;
  for (int g = 0; g < 4; ++g) {
    const json record = read_json_file(simulated_record(dir, g + 1));
    for (int i = 0; i < 3; ++i) {
      const int seat = (i + g) % 3;
      CHECK(record.at("players").at(seat) ==
            bots[static_cast<std::size_t>(i)] + " (seat " + std::to_string(seat + 1) + ")");
    }
    const auto replayed = run_cli({"replay", base::utf8_string(simulated_record(dir, g + 1))});
    REQUIRE(replayed.exit_code == 0);
    const json result = json::parse(replayed.out);
    for (const json& p : result.at("players")) {
      const std::string name = p.at("name");
      const std::string bot = name.substr(0, name.find(' '));
      score_sum[bot] += p.at("score").get<double>();
      if (p.at("rank") == 1) ++wins[bot];
    }
  }
  for (const json& p : out.at("computer_players")) {
    const std::string bot = p.at("bot");
    INFO(bot);
    CHECK(p.at("score").at("mean").get<double>() == Approx(score_sum[bot] / 4));
    CHECK(p.at("win_share").get<double>() == Approx(wins[bot] / 4.0));
    CHECK(p.at("decisions") > 0);
    const json& ms = p.at("decision_ms");
    CHECK(ms.at("median") <= ms.at("p95"));
    CHECK(ms.at("p95") <= ms.at("max"));
  }
  CHECK(out.at("by_bot").at("random").at("seats") == 1);
  std::filesystem::remove_all(dir);
}

TEST_CASE("CLI simulate --bots without rotation keeps the seats, --bot still fills them all",
          "[cli][bots]") {
  const auto dir = fresh_dir("simulate-fixed");
  const auto fixed = run_cli({"simulate", "--mode", "eternity", "--bots", "greedy,easy", "--games",
                              "2", "--seed", "5", "--records", base::utf8_string(dir)});
  REQUIRE(fixed.exit_code == 0);
  for (int g = 1; g <= 2; ++g) {
    CHECK(read_json_file(simulated_record(dir, g)).at("players") ==
          json({"greedy (seat 1)", "easy (seat 2)"}));
  }
  std::filesystem::remove_all(dir);

  const auto all = run_cli({"simulate", "--mode", "eternity", "--players", "2", "--bot", "medium",
                            "--games", "2", "--seed", "5"});
  REQUIRE(all.exit_code == 0);
  const json out = json::parse(all.out);
  CHECK(out.at("bot") == "medium");
  CHECK(out.at("bots") == json({"medium", "medium"}));
}

TEST_CASE("CLI simulate --bots: bad combinations are refused with a message", "[cli][bots]") {
  const auto count = run_cli({"simulate", "--mode", "eternity", "--players", "3", "--bots",
                              "hard,greedy", "--games", "1", "--seed", "1"});
  CHECK(count.exit_code == 1);
  CHECK(count.err.find("--players") != std::string::npos);
  const auto unknown = run_cli(
      {"simulate", "--mode", "eternity", "--bots", "hard,chess", "--games", "1", "--seed", "1"});
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.err.find("chess") != std::string::npos);
  const auto no_players =
      run_cli({"simulate", "--mode", "eternity", "--games", "1", "--seed", "1"});
  CHECK(no_players.exit_code == 2);
}

TEST_CASE("CLI simulate a legacy episode: its record replays with the bots' names",
          "[cli][bots][campaign]") {
  const auto dir = fresh_dir("simulate-legacy");
  const auto run =
      run_cli({"simulate", "--mode", "legacy-22", "--bots", "easy,greedy", "--rotate-seats",
               "--games", "2", "--seed", "4", "--records", base::utf8_string(dir)});
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  const json second = read_json_file(simulated_record(dir, 2));
  CHECK(second.at("mode") == "legacy-22");
  CHECK(second.at("episode") == 22);
  CHECK(second.at("players") == json({"greedy (seat 1)", "easy (seat 2)"}));
  const auto replayed = run_cli({"replay", base::utf8_string(simulated_record(dir, 2))});
  INFO(replayed.err);
  CHECK(replayed.exit_code == 0);
  std::filesystem::remove_all(dir);
}
