// `mycity-cli machikoro replay|legal FILE` (the Machi Koro design's section 9): the outputs
// of hand-worked records, and the exit codes of bad records (1, analyse's too) and bad usage (2).
#include <fstream>
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "machikoro_cli_support.hpp"

using mycity::test::record_file;
using mycity::test::run_cli;
using mycity::test::run_json;
using nlohmann::json;

namespace {

// Section 9's example (Ann 1 coin with the station, Ben 4, Cy 3), in a file.
json example() {
  std::ifstream file(MYCITY_TEST_DATA_DIR "/machikoro/design-example.mkrec.json");
  return json::parse(file);
}

}  // namespace

TEST_CASE("CLI machikoro replay: the design's example", "[cli][machikoro]") {
  const json expected = json::parse(R"({
    "players": [
      {"name": "Ann", "coins": 1, "landmarks": ["train_station"],
       "establishments": {"wheat_field": 1, "bakery": 1}, "rank": 1},
      {"name": "Ben", "coins": 4, "landmarks": [],
       "establishments": {"wheat_field": 1, "ranch": 1, "bakery": 1}, "rank": 2},
      {"name": "Cy", "coins": 3, "landmarks": [],
       "establishments": {"wheat_field": 2, "bakery": 1}, "rank": 3}],
    "winner": null, "turns": 4})");
  CHECK(run_json({"machikoro", "replay", record_file(example())}) == expected);
}

TEST_CASE("CLI machikoro replay: a full tie shares the place and City Hall is listed",
          "[cli][machikoro]") {
  json record = example();
  record["game"] = "plus";
  record["players"] = {"Ann", "Ben"};
  record["turns"] = json::array();
  const json out = run_json({"machikoro", "replay", record_file(record)});
  for (const json& player : out.at("players")) {
    CHECK(player.at("coins") == 3);
    CHECK(player.at("rank") == 1);
    CHECK(player.at("landmarks") == json::array({"city_hall"}));
  }
  CHECK(out.at("turns") == 0);
  CHECK(out.at("winner").is_null());
}

TEST_CASE("CLI machikoro legal: the decision after the record and its choices",
          "[cli][machikoro]") {
  // Ben's turn 5: one die, six outcomes.
  json roll = {{"turn", 5}, {"decision", "roll"}, {"player", 1}, {"name", "Ben"}, {"dice", 1}};
  for (int face = 1; face <= 6; ++face)
    roll["choices"].push_back({{"kind", "dice"}, {"dice", {face}}});
  CHECK(run_json({"machikoro", "legal", record_file(example())}) == roll);

  // An open last turn: Ann, 1 coin, builds a 1-coin card of the base game or nothing.
  json open = example();
  open["turns"][3]["open"] = true;
  const json build = json::parse(R"({"turn": 4, "decision": "build", "player": 0, "name": "Ann",
    "choices": [{"kind": "build_nothing"}, {"kind": "build", "card": "wheat_field"},
                {"kind": "build", "card": "ranch"}, {"kind": "build", "card": "bakery"}]})");
  CHECK(run_json({"machikoro", "legal", record_file(open)}) == build);

  // Ann's TV Station fires on her 6 (1s until she has 8, then she buys it).
  json tv = example();
  tv["players"] = {"Ann", "Ben"};
  tv["turns"] = json::array();
  for (int t = 0; t < 6; ++t) tv["turns"].push_back({{"player", t % 2}, {"dice", {1}}});
  tv["turns"][4]["build"] = "tv_station";
  tv["turns"].push_back({{"player", 0}, {"dice", {6}}, {"open", true}});
  const json target = json::parse(R"({"turn": 7, "decision": "target", "player": 0,
    "name": "Ann", "card": "tv_station", "choices": [{"kind": "target", "seat": 1}]})");
  CHECK(run_json({"machikoro", "legal", record_file(tv)}) == target);
}

TEST_CASE("CLI machikoro: a finished game's winner and the end of choices", "[cli][machikoro]") {
  machikoro::Setup setup;
  setup.players = {"Ann", "Ben", "Cy"};
  machikoro::Recorder recorder(setup);
  const machikoro::Game game = mycity::test::play_recorded(setup, "random", 11, recorder);
  REQUIRE(game.winner());
  const std::string file = record_file(machikoro::record_to_json(recorder.record()));
  const json out = run_json({"machikoro", "replay", file});
  CHECK(out.at("winner") == game.player(*game.winner()).name);
  CHECK(out.at("players").at(static_cast<std::size_t>(*game.winner())).at("rank") == 1);
  CHECK(out.at("players").at(static_cast<std::size_t>(*game.winner())).at("landmarks").size() == 4);
  CHECK(run_json({"machikoro", "legal", file}) == json{{"turn", game.turn()},
                                                       {"decision", "game_over"},
                                                       {"player", nullptr},
                                                       {"choices", json::array()}});
}

TEST_CASE("CLI machikoro: bad records exit 1 and bad usage 2", "[cli][machikoro]") {
  json bad = example();
  bad["turns"][1]["build"] = "mine";
  const std::string bad_file = record_file(bad);
  for (const char* command : {"replay", "legal", "analyse"}) {
    const auto run = run_cli({"machikoro", command, bad_file});
    CHECK(run.exit_code == 1);
    CHECK(run.out.empty());
    CHECK(run.err ==
          "mycity-cli: " + bad_file + ": at /turns/1/build: K14: the mine costs 6, Ben has 4\n");
  }
  const auto missing = run_cli({"machikoro", "replay", "/nonexistent/game.mkrec.json"});
  CHECK(missing.exit_code == 1);
  CHECK_THAT(missing.err, Catch::StartsWith("mycity-cli: /nonexistent/game.mkrec.json: "));
  json other = example();
  other["format"] = "mycity-record";
  const auto wrong_kind = run_cli({"machikoro", "replay", record_file(other)});
  CHECK(wrong_kind.exit_code == 1);
  CHECK_THAT(wrong_kind.err, Catch::Contains("at /format: expected \"machikoro-record\""));
  const auto no_cards = run_cli({"--data", "/nonexistent", "machikoro", "replay", bad_file});
  CHECK(no_cards.exit_code == 1);
  CHECK_THAT(no_cards.err, Catch::Contains("cards.json"));

  CHECK(run_cli({"machikoro"}).exit_code == 2);
  CHECK(run_cli({"machikoro", "replay"}).exit_code == 2);
  CHECK(run_cli({"machikoro", "legal", bad_file, bad_file}).exit_code == 2);
  CHECK(run_cli({"machikoro", "bogus"}).exit_code == 2);
  CHECK(run_cli({"machikoro", "replay", "--bogus", bad_file}).exit_code == 2);
}
