// The end screen's summaries and the replay's steps, from a short game written by hand; every
// number below is worked out from the rules (docs/machikoro.md), not read off the code.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "machikoro/record.hpp"
#include "machikoro/session/game_story.hpp"
#include "machikoro/session/look_back.hpp"
#include "machikoro/session/story_words.hpp"

using namespace machikoro;

namespace {

const CardSet& cards() {
  static const CardSet set = load_cards(default_cards_file(MYCITY_DEFAULT_DATA_DIR));
  return set;
}

CardRef card(const std::string& id) {
  return *cards().find(id);
}

// Base game, Ann (seat 0) first; each starts with 3 coins, a Wheat Field and a Bakery.
//   1 Ann 3: her Bakery +1 (4), builds a Cafe (2)        Ben 3
//   2 Ben 3: Ann's Cafe takes 1 (Ann 3, Ben 2), his Bakery +1 (3), builds a Ranch (2)
//   3 Ann 2: her Bakery +1 (4), Ben's Ranch +1 (3)
//   4 Ben 1: both Wheat Fields +1 (Ann 5, Ben 4), builds a Wheat Field (3)
//   5 Ann 3: her Bakery +1 (6), builds a second Cafe (4)
//   6 Ben 3: Ann's two Cafes take 2 (Ann 6, Ben 1), his Bakery +1 (2)
//   7 Ann 5: nothing fires                                 Ann 6, Ben 2
//   8 Ben 3: the Cafes take 2 (Ann 8, Ben 0), his Bakery +1 (1)
//   9 Ann 4: nothing fires                                 Ann 8, Ben 1
//  10 Ben 3: the Cafes are owed 2, Ben has 1 (K11): Ann 9, Ben 0; his Bakery +1 (1)
constexpr const char* kGame = R"({
  "format": "machikoro-record", "version": 1, "game": "base", "supply": "all",
  "house_rules": [], "players": ["Ann", "Ben"], "first": 0,
  "turns": [
    {"player": 0, "dice": [3], "build": "cafe"},
    {"player": 1, "dice": [3], "build": "ranch"},
    {"player": 0, "dice": [2]},
    {"player": 1, "dice": [1], "build": "wheat_field"},
    {"player": 0, "dice": [3], "build": "cafe"},
    {"player": 1, "dice": [3]},
    {"player": 0, "dice": [5]},
    {"player": 1, "dice": [3]},
    {"player": 0, "dice": [4]},
    {"player": 1, "dice": [3]}
  ]})";

session::GameStory story() {
  return session::GameStory(cards(), read_record_text(kGame, "hand.mkrec.json"));
}

}  // namespace

TEST_CASE("a game's story: income by card and by source", "[machikoro][session][story]") {
  const session::GameStory told = story();
  const session::PlayerStory& ann = told.player(0);
  // Cafes: 1 + 2 + 2 + 1 from Ben; the Bakery on turns 1, 3, 5; the Wheat Field on 4.
  REQUIRE(ann.income.size() == 3);
  CHECK(ann.income[0].card == card("cafe"));
  CHECK(ann.income[0].from_players == 6);
  CHECK(ann.income[0].from_bank == 0);
  CHECK(ann.income[1].card == card("bakery"));
  CHECK(ann.income[1].from_bank == 3);
  CHECK(ann.income[2].card == card("wheat_field"));
  CHECK(ann.income[2].total() == 1);
  CHECK(ann.from_bank == 4);
  CHECK(ann.from_players == 6);
  CHECK(ann.spent == 4);  // two Cafes
  CHECK(ann.paid == 0);
  CHECK(ann.payouts.empty());

  const session::PlayerStory& ben = told.player(1);
  // The Bakery on turns 2, 6, 8, 10; the Wheat Field and the Ranch once each (card order).
  REQUIRE(ben.income.size() == 3);
  CHECK(ben.income[0].card == card("bakery"));
  CHECK(ben.income[0].from_bank == 4);
  CHECK(ben.income[1].card == card("wheat_field"));
  CHECK(ben.income[2].card == card("ranch"));
  CHECK(ben.from_bank == 6);
  CHECK(ben.from_players == 0);
  REQUIRE(ben.payouts.size() == 1);
  CHECK(ben.payouts[0].card == card("cafe"));
  CHECK(ben.payouts[0].paid == 6);
  CHECK(ben.payouts[0].unpaid == 1);  // turn 10 (K11)
  CHECK(ben.paid == 6);
  CHECK(ben.unpaid == 1);
  CHECK(ben.spent == 2);  // a Ranch and a Wheat Field
}

TEST_CASE("a game's story: coins over the turns and the rolls", "[machikoro][session][story]") {
  const session::GameStory told = story();
  CHECK(told.player(0).coins == std::vector<int>{3, 2, 3, 4, 5, 4, 6, 6, 8, 8, 9});
  CHECK(told.player(1).coins == std::vector<int>{3, 3, 2, 3, 3, 3, 2, 2, 1, 1, 1});
  CHECK(told.player(0).turns == 5);
  CHECK(told.player(0).totals[2] == 1);
  CHECK(told.player(0).totals[3] == 2);
  CHECK(told.player(0).totals[4] == 1);
  CHECK(told.player(0).totals[5] == 1);
  CHECK(told.player(1).totals[1] == 1);
  CHECK(told.player(1).totals[3] == 4);
  // No landmark built: the game goes on, Ann ahead on coins.
  CHECK_FALSE(told.over());
  CHECK_FALSE(told.winner());
  CHECK(told.ranks() == std::vector<int>{1, 2});
}

TEST_CASE("a game's story: each turn's roll, events and cities", "[machikoro][session][story]") {
  const session::GameStory told = story();
  REQUIRE(told.turns().size() == 10);
  const session::StoryTurn& second = told.turns()[1];
  CHECK(second.player == 1);
  CHECK(second.roll.total == 3);
  CHECK_FALSE(second.roll.extra_turn);
  // K10: the red Cafe first, then the green Bakery; then the build.
  REQUIRE(second.events.size() == 3);
  CHECK(second.events[0] == Event{EventKind::Payment, card("cafe"), 1, 0, 1, 1});
  CHECK(second.events[1] == Event{EventKind::Payment, card("bakery"), kBank, 1, 1, 1});
  CHECK(second.events[2] == Event{EventKind::Build, card("ranch"), 1, kBank, 1, 1});
  CHECK(told.cities_after(2)[1].coins == 2);
  CHECK(told.cities_after(2)[1].copies(card("ranch").index) == 1);
  CHECK(told.cities_after(0)[1].coins == 3);
  CHECK(told.cities_after(0)[1].copies(card("ranch").index) == 0);
  const session::StoryTurn& last = told.turns().back();
  CHECK(last.events.front() == Event{EventKind::Payment, card("cafe"), 1, 0, 1, 2});
}

TEST_CASE("a damaged kept game says why, naming the file", "[machikoro][session][story]") {
  const auto dir = std::filesystem::temp_directory_path() / "mycity-test-mk-story";
  std::filesystem::create_directories(dir);
  const auto file = dir / "broken.mkrec.json";
  std::string text = kGame;
  text.replace(text.find("\"ranch\""), 7, "\"mine\"");  // 6 coins, Ben has 3
  std::ofstream(file) << text;
  const auto told = session::read_story(cards(), file);
  REQUIRE_FALSE(told);
  CHECK(told.error().find("broken.mkrec.json") != std::string::npos);
  CHECK(told.error().find("/turns/1/build") != std::string::npos);
  std::ofstream(file) << "{\"format\": ";
  CHECK_FALSE(session::read_story(cards(), file));
  std::filesystem::remove_all(dir);
}

TEST_CASE("the replay steps through the turns and stops at both ends",
          "[machikoro][session][story]") {
  session::LookBack look;
  CHECK(look.story() == nullptr);
  look.open(story(), session::LookBackFrom::FinishedGames);
  CHECK(look.from() == session::LookBackFrom::FinishedGames);
  CHECK(look.step() == 0);
  look.step_by(-1);
  CHECK(look.step() == 0);
  look.step_by(3);
  CHECK(look.step() == 3);
  look.step_by(100);
  CHECK(look.step() == 10);
  CHECK(look.steps() == 10);
}

TEST_CASE("a turn in words: the roll and each payment and build", "[machikoro][session][story]") {
  const session::GameStory told = story();
  const session::StoryTurn& second = told.turns()[1];
  CHECK(session::roll_words(told, second) == "Ben rolled 3.");
  CHECK(session::event_words(cards(), told, second.events[0]) ==
        "Cafe: Ann takes 1 coin from Ben.");
  CHECK(session::event_words(cards(), told, second.events[1]) ==
        "Bakery: Ben takes 1 coin from the bank.");
  CHECK(session::event_words(cards(), told, second.events[2]) == "Ben builds Ranch for 1 coin.");
  CHECK(session::event_words(cards(), told, told.turns()[5].events[0]) ==
        "Cafe: Ann takes 2 coins from Ben.");
  CHECK(session::event_words(cards(), told, told.turns().back().events[0]) ==
        "Cafe: Ann takes 1 of the 2 coins owed by Ben, all they have.");
}

TEST_CASE("a decision and its choices in words (the turning points)",
          "[machikoro][session][story]") {
  const session::GameStory told = story();
  const auto words = [&](const Action& choice) {
    return session::choice_words(cards(), told, choice);
  };
  CHECK(session::decision_words(Decision::Build) == "the build");
  CHECK(session::decision_words(Decision::Target) == "the TV Station");
  CHECK(words(Action::build(card("radio_tower"))) == "build the Radio Tower");
  CHECK(words(Action::build_nothing()) == "build nothing");
  CHECK(words(Action::dice_count(1)) == "roll one die");
  CHECK(words(Action::dice_count(2)) == "roll two dice");
  CHECK(words(Action::keep_roll()) == "keep the roll");
  CHECK(words(Action::target(1)) == "take coins from Ben");
  CHECK(words(Action::swap(card("forest").index, 1, card("cafe").index)) ==
        "give the Forest for Ben's Cafe");
  CHECK(words(Action::decline_swap()) == "swap nothing");
}

TEST_CASE("a roll in words: a re-roll, the Harbor, the Tuna Boat, doubles",
          "[machikoro][session][story]") {
  const session::GameStory told = story();
  session::StoryTurn turn{.player = 0};
  turn.roll.first = Dice::of(std::vector<int>{2, 3});
  turn.roll.rerolled = true;
  turn.roll.dice = Dice::of(std::vector<int>{5, 5});
  turn.roll.harbor = true;
  turn.roll.total = 12;
  turn.roll.extra = Dice::of(std::vector<int>{4, 3});
  turn.roll.extra_turn = true;
  CHECK(session::roll_words(told, turn) ==
        "Ann rolled 2 + 3 = 5, then again with the Radio Tower: 5 + 5 = 10. The Harbor adds "
        "2: 12. The Tuna Boat's extra roll: 4 + 3 = 7. Doubles: Ann plays again.");
  CHECK(session::roll_words(told, session::StoryTurn{.player = 1}) == "Ben has not rolled yet.");
}
