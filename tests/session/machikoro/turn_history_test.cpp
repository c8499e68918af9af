// The log's turns: the design's example record (§9) followed action by action and told apart
// from its record alike; a long game told apart for its last turns only.
#include <catch2/catch.hpp>

#include "machikoro/bots.hpp"  // roll_dice
#include "machikoro/machikoro_support.hpp"
#include "machikoro/session/turn_history.hpp"

using namespace machikoro;
using namespace machikoro::test;
using session::LoggedTurn;
using session::TurnHistory;

namespace {

// Applies `choice` to the game and its record.
void act(Game& game, Recorder& recorder, const Action& choice) {
  recorder.add(game, choice);
  play(game, choice);
}

void check_same(const std::vector<LoggedTurn>& a, const std::vector<LoggedTurn>& b) {
  REQUIRE(a.size() == b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    INFO("turn " << a[i].number);
    CHECK(a[i].number == b[i].number);
    CHECK(a[i].player == b[i].player);
    CHECK(a[i].roll.dice == b[i].roll.dice);
    CHECK(a[i].roll.total == b[i].roll.total);
    CHECK(a[i].first_event == b[i].first_event);
    CHECK(a[i].end_event == b[i].end_event);
  }
}

}  // namespace

TEST_CASE("the turns of the design's example record", "[machikoro][session][log]") {
  // Ann 3: her Bakery pays 1, she builds the Train Station (2 events). Ben 2: his Bakery,
  // the Ranch (2). Cy 1: every Wheat Field, Cy's first, then Ann's and Ben's, the Wheat
  // Field (4). Ann rolls 4 + 2 = 6: nothing fires (0 so far).
  Setup s = setup({"Ann", "Ben", "Cy"});
  Game game(cards(), s);
  Recorder recorder(s);
  TurnHistory followed(cards(), recorder.record(), game);
  for (const Action& choice :
       {Action::roll({3}), build("train_station"), Action::roll({2}), build("ranch"),
        Action::roll({1}), build("wheat_field"), Action::dice_count(2), Action::roll({4, 2})}) {
    act(game, recorder, choice);
    followed.follow(game);
  }
  const std::vector<LoggedTurn>& turns = followed.turns();
  REQUIRE(turns.size() == 4);
  const std::vector<std::pair<std::size_t, std::size_t>> events{{0, 2}, {2, 4}, {4, 8}, {8, 8}};
  for (std::size_t i = 0; i < 4; ++i) {
    INFO("turn " << i + 1);
    CHECK(turns[i].number == static_cast<int>(i) + 1);
    CHECK(turns[i].player == static_cast<int>(i % 3));
    CHECK(std::pair{turns[i].first_event, turns[i].end_event} == events[i]);
  }
  CHECK(turns[2].roll.total == 1);
  CHECK(turns[3].roll.dice == Dice::of(std::vector{4, 2}));
  CHECK(turns[3].roll.total == 6);
  CHECK(followed.first_logged_event() == 0);
  // The same told apart from the record, as a continued save is.
  check_same(TurnHistory(cards(), recorder.record(), game).turns(), turns);
}

TEST_CASE("a long game is told apart for its last turns", "[machikoro][session][log]") {
  // Nobody builds, so nobody wins: every turn is a roll and its income.
  base::Rng dice(12);
  Setup s = setup({"Ann", "Ben", "Cy", "Di"});
  Game game(cards(), s);
  Recorder recorder(s);
  TurnHistory followed(cards(), recorder.record(), game);
  while (!game.over() && game.turn() < TurnHistory::kReplayedTurns + 40) {
    const Action choice = game.pending().chance() ? roll_dice(game, dice) : Action::build_nothing();
    act(game, recorder, choice);
    followed.follow(game);
  }
  REQUIRE(game.turn() == TurnHistory::kReplayedTurns + 40);
  const TurnHistory told(cards(), recorder.record(), game);
  // The record's last turn is open (its roll, maybe not), so the last 200 of its turns
  // are told apart and the events before them have no turn.
  const auto& all = followed.turns();
  const auto n = static_cast<std::size_t>(TurnHistory::kReplayedTurns);
  REQUIRE(told.turns().size() >= n);
  const std::vector<LoggedTurn> last(all.end() - static_cast<std::ptrdiff_t>(told.turns().size()),
                                     all.end());
  check_same(told.turns(), last);
  CHECK(told.first_logged_event() == last.front().first_event);
  CHECK(told.first_logged_event() > 0);
}

TEST_CASE("a record that does not replay leaves the events without turns",
          "[machikoro][session][log]") {
  Setup s = setup({"Ann", "Ben"});
  Game game(cards(), s);
  play(game, Action::roll({1}));
  Record wrong{s, {RecordTurn{.player = 1, .dice = std::vector{1}}}};
  const TurnHistory history(cards(), wrong, game);
  REQUIRE(history.turns().size() == 1);  // the turn in play, followed from now
  CHECK(history.first_logged_event() == game.events().size());
}
