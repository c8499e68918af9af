// `mycity-cli machikoro analyse FILE` (docs/machikoro.md, "Command line"): the JSON's shape,
// a computer's seat judged only with --all-seats, bad records and options.
#include <filesystem>
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "base/utf8_path.hpp"
#include "machikoro_cli_support.hpp"

using mycity::test::run_cli;
using mycity::test::run_json;
using nlohmann::json;

namespace {

// A whole game of two "easy" players, Ann and a seat under the hard computer's default name.
std::string easy_game_file() {
  machikoro::Setup setup;
  setup.players = {"Ann", "Computer (hard)"};
  machikoro::Recorder recorder(setup);
  mycity::test::play_recorded(setup, "easy", 4, recorder);
  return mycity::test::record_file(machikoro::record_to_json(recorder.record()));
}

void check_choice(const json& choice) {
  REQUIRE(choice.is_object());
  CHECK(choice.at("kind").is_string());
}

}  // namespace

TEST_CASE("CLI machikoro analyse: each seat's turning points as JSON", "[cli][machikoro]") {
  const std::string file = easy_game_file();
  const json out = run_json({"machikoro", "analyse", file, "--samples", "20", "--seed", "3"});
  CHECK(out.at("seed") == 3);
  CHECK(out.at("samples") == 20);
  const json& players = out.at("players");
  REQUIRE(players.size() == 2);
  CHECK(players[0].at("name") == "Ann");
  CHECK(players[0].at("judged") == true);
  const json& points = players[0].at("turning_points");
  REQUIRE(points.is_array());
  REQUIRE_FALSE(points.empty());
  CHECK(points.size() <= 3);
  for (const json& point : points) {
    CHECK(point.at("turn").is_number_integer());
    CHECK(point.at("decision").is_string());
    check_choice(point.at("made"));
    check_choice(point.at("suggested"));
    CHECK(point.at("made") != point.at("suggested"));
    for (const char* chance : {"before", "after"}) {
      REQUIRE(point.at(chance).is_number());
      CHECK(point.at(chance).get<double>() >= 0.0);
      CHECK(point.at(chance).get<double>() <= 1.0);
    }
    CHECK(point.at("change").get<double>() ==
          Approx(point.at("after").get<double>() - point.at("before").get<double>()));
  }
  // "Computer (hard)" is a computer's seat: judged only when asked.
  CHECK(players[1].at("name") == "Computer (hard)");
  CHECK(players[1].at("judged") == false);
  CHECK(players[1].at("turning_points") == json::array());
  const json all =
      run_json({"machikoro", "analyse", file, "--samples", "20", "--seed", "3", "--all-seats"});
  CHECK(all.at("players")[1].at("judged") == true);
  CHECK(all.at("players")[0] == players[0]);
  std::filesystem::remove(base::utf8_path(file));
}

TEST_CASE("CLI machikoro analyse: bad files and options", "[cli][machikoro]") {
  const auto missing = run_cli({"machikoro", "analyse", "/nonexistent/game.mkrec.json"});
  CHECK(missing.exit_code == 1);
  CHECK(missing.out.empty());
  CHECK_THAT(missing.err, Catch::StartsWith("mycity-cli: /nonexistent/game.mkrec.json: "));
  CHECK(run_cli({"machikoro", "analyse"}).exit_code == 2);
  CHECK(run_cli({"machikoro", "analyse", "x.mkrec.json", "--samples", "0"}).exit_code == 2);
  CHECK(run_cli({"machikoro", "analyse", "x.mkrec.json", "--seed", "-1"}).exit_code == 2);
}
