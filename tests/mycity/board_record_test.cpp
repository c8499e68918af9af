// Records of games on generated boards (formats.md, "boards"): they carry the board and
// replay on it; records without one are on the printed board; a malformed board is refused
// with the member named.
#include <functional>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "base/error.hpp"
#include "base/random.hpp"
#include "mycity/board_generator.hpp"
#include "mycity/bots.hpp"
#include "mycity/record.hpp"
#include "support.hpp"

using namespace mycity;
using nlohmann::json;

namespace {

const Ruleset& eternity() {
  return *test::catalogue().find_ruleset("eternity");
}

// The printed map with the river straight down at x = 7 (banks of 53 and 56 meadow cells,
// each feature shared evenly): a board the generator could make, worked out by hand.
json straight_river_board() {
  return {
      {"seed", 12},
      {"map",
       {"MM..T...R...FF", "M.R...W......F", "MM..T..R.....F", "M.G.......TR.F", "MM..R......FFF",
        "M..T...W..T..F", "MM....R.....GF", "M...R....T...F", "MM...T.......F", "MMM.........FF"}},
      {"river", {{7, 0}, {7, 10}}}};
}

// A two-player record whose one round builds the Hut on (5, 1)-(6, 1) and passes.
json hut_record() {
  return {
      {"format", "mycity-record"},
      {"version", 2},
      {"mode", "eternity"},
      {"players", {"Ann", "Ben"}},
      {"deck", json::array({"Y-D2"})},
      {"turns", json::array({json::array(
                    {{{"build", {{"piece", "Y-D2"}, {"rot", 0}, {"x", 5}, {"y", 1}}}}, "pass"})})},
      {"boards", json::array({straight_river_board(), straight_river_board()})}};
}

std::string refusal(const json& doc) {
  try {
    parse_record(doc, test::catalogue(), "game.json");
  } catch (const base::ContentError& e) {
    return e.what();
  }
  return "accepted";
}

}  // namespace

TEST_CASE("R5: a record's own board decides where the first building may go", "[record][boards]") {
  const Record record = parse_record(hut_record(), test::catalogue(), "game.json");
  REQUIRE(record.board);
  CHECK(record.board->seed == 12);
  CHECK(record.board->river == std::vector<Cell>{{7, 0}, {7, 10}});
  // The Hut's (6, 1) lies beside the river at x = 7.
  const Game game = replay(test::catalogue(), record, true);
  CHECK(game.board().seed == 12);
  CHECK(game.player(0).city.buildings().size() == 1);
  CHECK(game.player(1).city.layout().path("river")->points == record.board->river);
  // On the printed board the river runs at x = 8 in row 1: (6, 1) is two cells from it.
  Record printed = record;
  printed.board.reset();
  CHECK_THROWS_WITH(replay(test::catalogue(), printed, true),
                    Catch::Contains("turn 1, player 1 (Ann): R5"));
}

TEST_CASE("Records: a game on a generated board writes it for every player and replays on it",
          "[record][boards]") {
  Game game = Game::on_board(test::catalogue(), eternity(), {"Ann", "Ben", "Cy"},
                             base::shuffled_deck(eternity().deck, 3), {}, BoardChoice{7});
  const BoardLayout board = generate_board(BoardFrame(test::catalogue(), eternity()), 7);
  CHECK(layout_map(game.player(2).city.layout()) == layout_map(board));
  const auto bot = make_bot("greedy");
  base::Rng rng(5);
  play_out(game, *bot, rng);
  const json doc = record_to_json(record_of(game), test::catalogue());
  REQUIRE(doc.at("boards").size() == 3);
  for (const json& entry : doc.at("boards")) {
    CHECK(entry.at("seed") == 7);
    CHECK(entry.at("map").get<std::vector<std::string>>() == layout_map(board));
    CHECK(entry.at("river").size() == board.paths[0].points.size());
  }
  const Record back = parse_record(json::parse(doc.dump()), test::catalogue(), "game.json");
  CHECK(back == record_of(game));
  const Game again = replay(test::catalogue(), back, true);
  CHECK(again.board() == BoardChoice{7});
  for (int seat = 0; seat < 3; ++seat) {
    CHECK(again.result().players[static_cast<std::size_t>(seat)].score ==
          game.result().players[static_cast<std::size_t>(seat)].score);
  }
}

TEST_CASE("Records: a record without boards is on the printed board, as before",
          "[record][boards]") {
  const Record record =
      read_record_file(std::string(MYCITY_TEST_DATA_DIR) + "/records/two-players-basic.mcrec.json",
                       test::catalogue());
  CHECK_FALSE(record.board);
  const Game game = replay(test::catalogue(), record, true);
  CHECK(game.board() == BoardChoice{});
  CHECK(layout_map(game.player(0).city.layout()) ==
        layout_map(test::catalogue().find_board("eternity")->layout));
  CHECK_FALSE(record_to_json(record_of(game), test::catalogue()).contains("boards"));
}

TEST_CASE("Records: a malformed board is refused naming the member", "[record][boards]") {
  CHECK(refusal(hut_record()) == "accepted");
  const std::vector<std::pair<std::function<void(json&)>, std::string>> cases = {
      {[](json& d) { d["boards"] = json::object(); },
       "at /boards: expected an array, found an object"},
      {[](json& d) { d["boards"].erase(1); },
       "at /boards: expected one board per player (2), found 1"},
      {[](json& d) { d["boards"][0] = "printed"; },
       "at /boards/0: expected an object, found a string"},
      {[](json& d) { d["boards"][0].erase("seed"); }, "at /boards/0: missing member \"seed\""},
      {[](json& d) { d["boards"][0]["seed"] = -1; },
       "at /boards/0/seed: a seed is not negative, found -1"},
      {[](json& d) { d["boards"][0]["seed"] = "12"; },
       "at /boards/0/seed: expected an integer from 0 to 18446744073709551615, found a string"},
      {[](json& d) { d["boards"][0]["colour"] = "green"; }, "at /boards/0/colour: unknown member"},
      {[](json& d) { d["boards"][0]["map"][3] = "M.X.......TR.F"; },
       "at /boards/0/map/3: unknown map character 'X' at column 2 (legend: M F . o T R t r W G g)"},
      {[](json& d) { d["boards"][0]["map"][3] = "M.G"; },
       "at /boards/0/map/3: every row must have the same length, 1 to 16 cells"},
      {[](json& d) { d["boards"][0]["map"] = json::array(); },
       "at /boards/0/map: a map has 1 to 16 rows, found 0"},
      {[](json& d) {
         d["boards"][0]["river"] = {{7, 0}};
       },
       "at /boards/0/river: a path needs at least two points"},
      {[](json& d) {
         d["boards"][0]["river"][1] = {7, 11};
       },
       "at /boards/0/river/1: lattice point outside 0..14 x 0..10"},
      {[](json& d) {
         d["boards"][0]["river"][1] = {7, 17};
       },
       "at /boards/0/river/1/1: expected an integer from 0 to 16, found 17"},
      {[](json& d) { d["boards"][0]["river"][0] = json::array({7}); },
       "at /boards/0/river/0: a lattice point is [x, y]"},
      {[](json& d) { d["boards"][0]["map"][0] = "MM......R...FF"; },
       "at /boards/0: not a fair board: check \"features\": 6 double trees; the printed board "
       "has 7"},
      {[](json& d) {
         d["boards"][0]["river"] = {{4, 0}, {4, 10}};
       },
       "at /boards/0: not a fair board: check \"banks\": the left bank has 23 meadow cells, "
       "fewer than 2/5 of the board's 109"},
      {[](json& d) { d["boards"][1]["seed"] = 13; },
       "at /boards/1: every player is on the same board, and this one differs from the first"},
  };
  for (const auto& [change, expected] : cases) {
    json doc = hut_record();
    change(doc);
    CHECK(refusal(doc) == "game.json: " + expected);
  }
}
