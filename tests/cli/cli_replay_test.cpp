// `mycity-cli replay` on hand-made records (tests/data/records). Every expected score was
// worked out by hand from rules.md and the Eternity map of content.md, written out below;
// none was copied from the program's output.
//
// Eternity board facts used throughout (content.md): 109 meadow cells, of which 7 double
// trees, 7 double rocks, 2 wells and 2 gold deposits, so 91 plain meadow cells.
#include <map>
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using mycity::test::record_path;
using mycity::test::run_cli;
using nlohmann::json;

namespace {

json replay_ok(const std::string& record) {
  const auto run = run_cli({"replay", record_path(record)});
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  return json::parse(run.out);
}

std::map<std::string, int> breakdown(const json& player) {
  std::map<std::string, int> terms;
  for (const json& t : player.at("breakdown")) terms[t.at("term")] = t.at("points");
  return terms;
}

}  // namespace

TEST_CASE("CLI replay: builds, a pass, a block card and a drop out (R12 R13 R15 R20 R30-R33)",
          "[cli][R12][R13][R15][R30][R31][R32][R33]") {
  // Ann builds Y-D2 (7,0)-(7,1) on the river, R-D2 (5,0)-(6,0) and B-D2 (8,0)-(8,1) across
  // the river (R6), covering the double rocks at (8,0). Ben passes, builds R-D2 (8,1)-(8,2),
  // drops. BLOCK takes B-V3 away without a turn.
  const json out = replay_ok("two-players-basic.mcrec.json");
  const json& ann = out.at("players").at(0);
  const json& ben = out.at("players").at(1);
  // Ann: 10 + trees 14 - rocks 6x2 + groups 1+1+1 - empty (91 - 5 plain cells built) = -71.
  CHECK(breakdown(ann) == std::map<std::string, int>{{"pass", 0},
                                                     {"gold", 0},
                                                     {"trees", 14},
                                                     {"rocks", -12},
                                                     {"colour_groups", 3},
                                                     {"churches", 0},
                                                     {"wells", 0},
                                                     {"empty_meadow", -86}});
  CHECK(ann.at("score") == -71);
  // Ben: 10 - 1 (pass) + 14 - 14 + 1 (one red) - (91 - 2) = -79.
  CHECK(breakdown(ben).at("pass") == -1);
  CHECK(breakdown(ben).at("empty_meadow") == -89);
  CHECK(ben.at("score") == -79);
  CHECK(ann.at("rank") == 1);
  CHECK(ben.at("rank") == 2);
  CHECK(out.at("winners") == json::array({"Ann"}));
}

TEST_CASE("CLI replay: a well ringed by four buildings and a church by three colours (R34 R35)",
          "[cli][R34][R35]") {
  // Ann rings the well (7,5) with Y-D2 above, R-D2 right, B-D2 below and R-I3 left (over the
  // rocks at (6,6)); the Chapel at (8,3),(9,3),(9,4) touches Y-D2, R-D2 and B-I3 (9,2)-(11,2).
  const json out = replay_ok("well-and-church.mcrec.json");
  const json& ann = out.at("players").at(0);
  // 10 + 14 - 12 + groups (Y 1, R 1: the reds do not touch, B 1) + church 3 + well 4
  // - empty (91 - 14 plain cells built) = -55.
  CHECK(breakdown(ann).at("rocks") == -12);
  CHECK(breakdown(ann).at("colour_groups") == 3);
  CHECK(breakdown(ann).at("churches") == 3);
  CHECK(breakdown(ann).at("wells") == 4);
  CHECK(breakdown(ann).at("empty_meadow") == -77);
  CHECK(ann.at("score") == -55);
  // Ben dropped at once: 10 + 14 - 14 - 91 = -81.
  CHECK(out.at("players").at(1).at("score") == -81);
  CHECK(out.at("winners") == json::array({"Ann"}));
}

TEST_CASE("CLI replay: equal scores ranked by empty meadow row by row, then shared (R40 R41 R47)",
          "[cli][R40][R41][R47]") {
  // Everyone builds one Y-D2 on two plain cells: 10 + 14 - 14 + 1 - 89 = -78 each. Ann's lies
  // in row 0, Ben's and Cid's in row 1, Dan's in row 2.
  const json out = replay_ok("tie-break-four-players.mcrec.json");
  for (const json& p : out.at("players")) CHECK(p.at("score") == -78);
  CHECK(out.at("players").at(0).at("rank") == 1);
  CHECK(out.at("players").at(1).at("rank") == 2);
  CHECK(out.at("players").at(2).at("rank") == 2);
  CHECK(out.at("players").at(3).at("rank") == 4);
  CHECK(out.at("winners") == json::array({"Ann"}));
}

namespace {

// Replays each tests/data/records/illegal/<name>.mcrec.json: exit 1, nothing on stdout, and a
// message naming the file and saying `message`.
void check_refused(const std::map<std::string, std::string>& message_of) {
  for (const auto& [name, message] : message_of) {
    const std::string file = record_path("illegal/" + name + ".mcrec.json");
    const auto run = run_cli({"replay", file});
    INFO(name << ": " << run.err);
    CHECK(run.exit_code == 1);
    CHECK(run.out.empty());
    CHECK(run.err.find(file) != std::string::npos);
    CHECK(run.err.find(message) != std::string::npos);
  }
}

}  // namespace

TEST_CASE("CLI replay: illegal records exit 1 naming the turn, the player and the rule",
          "[cli][R2][R3][R4][R5][R6][R11][R12][R13][R14][R15][R16]") {
  const std::map<std::string, std::string> expected = {
      {"straddles-river", "turn 1, player 1 (Ann): R4"},
      {"first-away-from-river", "turn 1, player 2 (Ben): R5"},
      {"on-a-mountain", "turn 1, player 1 (Ann): R2"},
      {"outside-the-board", "turn 1, player 1 (Ann): R2"},
      {"overlaps", "turn 2, player 1 (Ann): R3"},
      {"not-touching", "turn 2, player 1 (Ann): R6"},
      {"pass-on-church", "turn 1, player 2 (Ben): R14"},
      {"wrong-building", "turn 1, player 1 (Ann): R11"},
      {"builds-the-blocked-card", "turn 1, player 1 (Ann): R11"},
      {"action-after-drop-out", "turn 2, player 1 (Ann): has dropped out (R13)"},
      {"pass-at-zero", "turn 11, player 1 (Ann): R12"},
      {"turns-after-the-end", "turn 2: the game was already over"},
      {"wrong-number-of-actions", "at /turns/0: turn 1 has 1 action; expected one per player (2)"},
      {"rot-out-of-range", "at /turns/0/0/build/rot: expected an integer from 0 to 3"},
      {"unknown-mode", "at /mode: unknown mode \"chess\""},
      {"station-in-eternity", "at /deck/3: card \"S-D2\" is not in the deck of Eternity"},
      {"truncated", "not valid JSON"},
  };
  check_refused(expected);
}

TEST_CASE("CLI replay: R1 mirroring only under the house rule, and version 1 was played with it",
          "[cli][R1]") {
  // The same game, Ann's L-shaped Manor turned over: legal in version 1 (the old R1) and
  // in version 2 with the mirror house rule; refused naming R1 without it.
  const auto house_rule = run_cli({"replay", record_path("mirror-house-rule.mcrec.json")});
  INFO(house_rule.err);
  CHECK(house_rule.exit_code == 0);
  const auto version_1 = run_cli({"replay", record_path("version-1-mirrored.mcrec.json")});
  INFO(version_1.err);
  CHECK(version_1.exit_code == 0);
  CHECK(version_1.out == house_rule.out);

  const std::map<std::string, std::string> refused = {
      {"mirrored-without-house-rule", "turn 1, player 1 (Ann): R1"},
      {"unknown-house-rule", "at /house_rules/1: unknown house rule \"diagonal\""},
      {"house-rules-in-version-1", "at /house_rules: a version 1 record has no house rules"},
  };
  check_refused(refused);
}

TEST_CASE("CLI: usage errors exit 2, --help and --version exit 0", "[cli]") {
  CHECK(run_cli({}).exit_code == 2);
  CHECK(run_cli({"replay"}).exit_code == 2);
  CHECK(run_cli({"frobnicate"}).exit_code == 2);
  CHECK(run_cli({"simulate", "--mode", "eternity", "--players", "x", "--games", "1", "--seed", "1"})
            .exit_code == 2);
  const auto bad_bot = run_cli({"simulate", "--mode", "eternity", "--players", "2", "--games", "1",
                                "--seed", "1", "--bot", "genius"});
  CHECK(bad_bot.exit_code == 2);
  CHECK(bad_bot.err.find("genius") != std::string::npos);
  const auto help = run_cli({"--help"});
  CHECK(help.exit_code == 0);
  CHECK(help.out.find("replay") != std::string::npos);
  CHECK(run_cli({"legal", "--help"}).exit_code == 0);
  const auto version = run_cli({"--version"});
  CHECK(version.exit_code == 0);
  CHECK(version.out.find("mycity-cli ") == 0);
}

TEST_CASE("CLI replay: a missing file and a directory exit 1 with a message", "[cli]") {
  for (const std::string& path :
       {record_path("no-such-record.mcrec.json"), std::string(MYCITY_TEST_DATA_DIR)}) {
    const auto run = run_cli({"replay", path});
    INFO(run.err);
    CHECK(run.exit_code == 1);
    CHECK(run.err.find(path) != std::string::npos);
  }
}

TEST_CASE("CLI replay: a game in progress is named unfinished, and --partial scores it so far",
          "[cli][R12][R21]") {
  // Ann has built Y-D2 on the river at (7,0)-(7,1) and R-D2 at (5,0)-(6,0); Ben passed and
  // has not acted in round 2 -- the app's autosave of a game in progress looks like this.
  const std::string file = record_path("unfinished.mcrec.json");
  const auto refused = run_cli({"replay", file});
  INFO(refused.err);
  CHECK(refused.exit_code == 1);
  CHECK(refused.out.empty());
  CHECK(refused.err.find("the game is not finished: round 2 waits for player 2 (Ben), 2 of 5 "
                         "cards revealed") != std::string::npos);
  CHECK(refused.err.find("--partial") != std::string::npos);

  const auto run = run_cli({"replay", "--partial", file});
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  const json out = json::parse(run.out);
  CHECK(out.at("finished") == false);
  // Ann: 10 + trees 14 - rocks 7x2 + one yellow and one red group - (91 - 4) empty = -75.
  CHECK(out.at("players").at(0).at("score") == -75);
  // Ben: 10 - 1 (pass) + 14 - 14 - 91 = -82.
  CHECK(out.at("players").at(1).at("score") == -82);
  CHECK(out.at("winners") == json::array({"Ann"}));
  // A finished record says so with --partial.
  const json done = json::parse(
      run_cli({"replay", "--partial", record_path("two-players-basic.mcrec.json")}).out);
  CHECK(done.at("finished") == true);
}
