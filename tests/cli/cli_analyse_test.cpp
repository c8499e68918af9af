// `mycity-cli analyse` on a hand-made record (tests/data/records). Every expected number
// was worked out by hand from rules.md and the Eternity map, written out below; none was
// copied from the program's output.
//
// The record: deck Y-D2, R-D2; three players. The empty Eternity board scores
// 10 + trees 14 - rocks 14 - empty meadow 91 = -81. A two-cell building gains at most 4:
// one double rock covered (+2), one plain cell no longer empty (+1), its colour group (+1);
// no two double rocks touch, a well needs four buildings (R35) and the gold race both far
// deposits (R36). So -81 + 4 + 4 = -73 is the best any player can make with hindsight:
// Y-D2 on (8,0)-(8,1) over the rock at (8,0), R-D2 on (7,1)-(7,2) over the rock at (7,2).
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using mycity::test::record_path;
using mycity::test::run_cli;
using nlohmann::json;

namespace {

json analyse_ok(const std::vector<std::string>& extra) {
  std::vector<std::string> args{"analyse", record_path("analyse-three-players.mcrec.json")};
  args.insert(args.end(), extra.begin(), extra.end());
  const auto run = run_cli(args);
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  return json::parse(run.out);
}

}  // namespace

TEST_CASE("CLI analyse: hindsight and costly actions on a hand-made record (R12 R13 R30-R33)",
          "[cli][analyse][R12][R13][R31][R32][R33]") {
  const json out = analyse_ok({"--json", "--seed", "5"});
  CHECK(out.at("seed") == 5);
  const json& players = out.at("players");
  REQUIRE(players.size() == 3);

  // Ann plays the best line: -73, nothing to regret.
  CHECK(players[0].at("name") == "Ann");
  CHECK(players[0].at("score") == -73);
  CHECK(players[0].at("hindsight") == -73);
  CHECK(players[0].at("costly").empty());

  // Ben builds as Ann (-77), then passes R-D2 (R12: -1): -78. Building it on (7,1)-(7,2)
  // was +4 with no card left to come, so the pass cost exactly 5.
  CHECK(players[1].at("score") == -78);
  CHECK(players[1].at("hindsight") == -73);
  REQUIRE(players[1].at("costly").size() == 1);
  const json& pass = players[1].at("costly")[0];
  CHECK(pass.at("round") == 2);
  CHECK(pass.at("card") == "R-D2");
  CHECK(pass.at("done") == "pass");
  CHECK(pass.at("suggested").at("build").at("piece") == "R-D2");
  CHECK(pass.at("loss") == 5.0);

  // Cal builds as Ann (-77), then drops out (R13, free): -77; building was +4.
  CHECK(players[2].at("score") == -77);
  CHECK(players[2].at("hindsight") == -73);
  REQUIRE(players[2].at("costly").size() == 1);
  CHECK(players[2].at("costly")[0].at("done") == "drop");
  CHECK(players[2].at("costly")[0].at("loss") == 4.0);
}

TEST_CASE("CLI analyse: text by default, and the same answer for the same seed", "[cli][analyse]") {
  const auto run = run_cli({"analyse", record_path("analyse-three-players.mcrec.json")});
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  CHECK_THAT(run.out, Catch::Contains("Ben: scored -78, best with hindsight -73"));
  CHECK_THAT(run.out, Catch::Contains("round 2, R-D2: pass; hard would build at (7,1) rot 1 "
                                      "(-5.0 points)"));
  CHECK(analyse_ok({"--json"}) == analyse_ok({"--json"}));
}

TEST_CASE("CLI analyse: an unfinished or broken record is refused with the loader's message",
          "[cli][analyse]") {
  const auto unfinished = run_cli({"analyse", record_path("unfinished.mcrec.json")});
  CHECK(unfinished.exit_code == 1);
  CHECK_THAT(unfinished.err, Catch::Contains("unfinished.mcrec.json"));
  const auto illegal = run_cli({"analyse", record_path("illegal/overlaps.mcrec.json")});
  CHECK(illegal.exit_code == 1);
  CHECK_THAT(illegal.err, Catch::Contains("overlaps.mcrec.json: turn"));
  const auto missing = run_cli({"analyse", record_path("no-such-record.mcrec.json")});
  CHECK(missing.exit_code == 1);
  CHECK_THAT(missing.err, Catch::Contains("no-such-record.mcrec.json"));
}
