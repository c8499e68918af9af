// The table's log in words, from records written by hand; the lines are worked out from the
// rules (K10, K11), not read off the code.
#include <catch2/catch.hpp>

#include "machikoro/machikoro_support.hpp"
#include "machikoro/record.hpp"
#include "machikoro/session/log_lines.hpp"

using namespace machikoro;
using namespace machikoro::test;

namespace {

std::vector<std::string> words(const Game& game, const session::TurnHistory& history,
                               std::size_t shown, bool tumbling = false) {
  std::vector<std::string> lines;
  for (const session::LogLine& line : session::log_lines(history, shown, tumbling))
    lines.push_back(session::log_line_words(game, history, line));
  return lines;
}

// The design's example (§9): Ann rolls 3 (her Bakery) and builds the Train Station; Ben rolls
// 2 (his Bakery) and builds a Ranch; Cy rolls 1 (every Wheat Field, Cy's first) and builds a
// Wheat Field; Ann rolls 4 + 2 = 6, nothing fires and she builds nothing; Ben is to roll.
constexpr const char* kExample = R"({
  "format": "machikoro-record", "version": 1, "game": "base", "supply": "all",
  "house_rules": [], "players": ["Ann", "Ben", "Cy"], "first": 0,
  "turns": [
    {"player": 0, "dice": [3], "build": "train_station"},
    {"player": 1, "dice": [2], "build": "ranch"},
    {"player": 2, "dice": [1], "build": "wheat_field"},
    {"player": 0, "dice": [4, 2]}
  ]})";

}  // namespace

TEST_CASE("the log tells each turn and its payments in K10's order", "[machikoro][session][log]") {
  const Record record = read_record_text(kExample, "example.mkrec.json");
  const Game game = replay(cards(), record);
  const session::TurnHistory history(cards(), record, game);
  CHECK(words(game, history, game.events().size()) ==
        std::vector<std::string>{"Turn 1: Ann rolled 3", "Ann +1 (Bakery)",
                                 "Ann built Train Station for 4", "Turn 2: Ben rolled 2",
                                 "Ben +1 (Bakery)", "Ben built Ranch for 1", "Turn 3: Cy rolled 1",
                                 "Cy +1 (Wheat Field)", "Ann +1 (Wheat Field)",
                                 "Ben +1 (Wheat Field)", "Cy built Wheat Field for 1",
                                 "Turn 4: Ann rolled 4 + 2 = 6", "Turn 5: Ben"});
}

TEST_CASE("the log holds a roll's payments back until its dice are shown",
          "[machikoro][session][log]") {
  const Record record = read_record_text(kExample, "example.mkrec.json");
  const Game game = replay(cards(), record);
  const session::TurnHistory history(cards(), record, game);
  // Four events shown: turns 1 and 2 whole; Cy's roll is told, its Wheat Fields not yet.
  CHECK(words(game, history, 4) ==
        std::vector<std::string>{"Turn 1: Ann rolled 3", "Ann +1 (Bakery)",
                                 "Ann built Train Station for 4", "Turn 2: Ben rolled 2",
                                 "Ben +1 (Bakery)", "Ben built Ranch for 1",
                                 "Turn 3: Cy rolled 1"});
}

TEST_CASE("the log tells a payment in part as what was paid of what was due (K11)",
          "[machikoro][session][log]") {
  // Each starts with 3 coins. Ann: Bakery +1, a Cafe (2 left). Ben rolls 5, builds a Cafe
  // (1 left). Ann rolls 2: Bakery +1, a second Cafe. Ben rolls 3 with 1 coin: Ann's Cafes are
  // owed 2 and take his 1 (K11), then his Bakery pays him 1. Ann is to roll.
  const Record record = read_record_text(R"({
    "format": "machikoro-record", "version": 1, "game": "base", "supply": "all",
    "house_rules": [], "players": ["Ann", "Ben"], "first": 0,
    "turns": [
      {"player": 0, "dice": [3], "build": "cafe"},
      {"player": 1, "dice": [5], "build": "cafe"},
      {"player": 0, "dice": [2], "build": "cafe"},
      {"player": 1, "dice": [3]}
    ]})",
                                         "part.mkrec.json");
  const Game game = replay(cards(), record);
  const session::TurnHistory history(cards(), record, game);
  const std::vector<std::string> lines = words(game, history, game.events().size());
  REQUIRE(lines.size() >= 4);
  CHECK(std::vector<std::string>(lines.end() - 4, lines.end()) ==
        std::vector<std::string>{"Turn 4: Ben rolled 3", "Ben \xE2\x86\x92 Ann: 1 of 2 (Cafe)",
                                 "Ben +1 (Bakery)", "Turn 5: Ann"});
}

TEST_CASE("the log keeps the newest roll back while its dice tumble", "[machikoro][session][log]") {
  const Setup s = setup({"Ann", "Ben"});
  Game game = Game::at_position(
      cards(), s, {city("Ann", 0, starting(), {"radio_tower"}), city("Ben", 0, starting())}, 0);
  session::TurnHistory history(cards(), Recorder(s).record(), game);
  play(game, Action::roll({3}));
  history.follow(game);
  // Ann's 3 tumbles: her turn is told, not the roll, nor her Bakery's coin.
  CHECK(words(game, history, 0, true) == std::vector<std::string>{"Turn 1: Ann"});
  play(game, Action::reroll());  // K5: the Radio Tower
  play(game, Action::roll({2}));
  history.follow(game);
  // The 3 was seen before the re-roll; the 2 tumbles.
  CHECK(words(game, history, 0, true) == std::vector<std::string>{"Turn 1: Ann rolled 3"});
  CHECK(words(game, history, game.events().size()) ==
        std::vector<std::string>{"Turn 1: Ann rolled 3", "Radio Tower: rolled again, 2",
                                 "Ann +1 (Bakery)"});
}
