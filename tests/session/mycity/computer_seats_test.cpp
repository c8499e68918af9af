// Computer seats and hints as the app plays them: who plays a seat, computer turns off the
// UI thread, secret rounds (R10), saving and continuing, and the hard player's suggestion.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>

#include <nlohmann/json.hpp>

#include "base/random.hpp"
#include "mycity/hard_player.hpp"
#include "mycity/player_view.hpp"
#include "mycity/session/computer_seats.hpp"
#include "mycity/session/seats.hpp"
#include "mycity/session/suggestion.hpp"
#include "session/mycity/presentation_test_support.hpp"

namespace mycity::session::test {
namespace {

using Phase = TurnController::Phase;
using namespace std::chrono_literals;

// A fresh save folder, removed at the end of the test.
struct SaveDir {
  std::filesystem::path path = std::filesystem::temp_directory_path() /
                               ("mycity-computer-" + std::to_string(base::random_seed()));
  ~SaveDir() { std::filesystem::remove_all(path); }
};

std::vector<SeatInfo> solo(Strength strength) {
  const std::string s(strength_id(strength));
  auto seats = parse_seats("Ann:fox,Cy:owl@" + s + ",Di:bear@" + s + ",Ed:hare@" + s,
                           shipped_presentation().animals);
  REQUIRE(seats);
  return *std::move(seats);
}

// Lets the computers play until a person is to act (or the game is over).
void run_computers(ComputerSeats& computers, TurnController& turns,
                   const std::vector<SeatInfo>& seats) {
  while (computers.advance(turns, seats, 5s)) {
  }
}

// The person plays the greedy bot's choice through the controller, as a player would.
void person_plays(TurnController& turns, base::Rng& rng) {
  REQUIRE(turns.phase() == Phase::Acting);
  const Action action = make_bot("greedy")->choose(turns.game(), rng);
  if (action.kind == ActionKind::Drop) {
    REQUIRE(turns.drop());
    return;
  }
  if (action.kind == ActionKind::Pass) {
    REQUIRE(turns.pass());
  } else {
    turns.aim(action.placement);
    REQUIRE(turns.place());
  }
  REQUIRE(turns.confirm());
}

}  // namespace

TEST_CASE("a seat is a person or the computer at a strength, in --new-game and the save",
          "[session][computer]") {
  const Animals& animals = shipped_presentation().animals;
  const auto parsed = parse_seats("Ann:fox, Cy:owl@hard", animals);
  REQUIRE(parsed);
  const std::vector<SeatInfo>& seats = *parsed;
  REQUIRE(seats.size() == 2);
  CHECK_FALSE(seats[0].computer);
  CHECK(seats[1].computer == Strength::Hard);
  CHECK(seats[1].name == "Cy");
  const auto refused = parse_seats("Ann:fox,Cy:owl@clever", animals);
  CHECK_FALSE(refused);
  CHECK(refused.error().find("clever") != std::string::npos);

  const std::vector<SeatInfo> back = seats_from_json(seats_to_json(seats, animals).dump(), animals);
  REQUIRE(back.size() == 2);
  CHECK_FALSE(back[0].computer);
  CHECK(back[1].computer == Strength::Hard);
  // A strength the app does not know makes the file unusable, not a person's seat.
  CHECK(seats_from_json(R"({"format": "mycity-app-players", "version": 2, "players": [
      {"name": "Ann", "animal": "fox"}, {"name": "Cy", "animal": "owl", "computer": "x"}]})",
                        animals)
            .empty());
}

TEST_CASE("a table of computers only is refused", "[session][computer]") {
  GameHub hub(shipped_content(), {}, shipped_presentation().animals);
  std::vector<SeatInfo> seats = solo(Strength::Easy);
  seats[0].computer = Strength::Medium;
  CHECK_FALSE(hub.start(seats, 1));
  CHECK(hub.game() == nullptr);
}

TEST_CASE("R10: computers take their turns without a hand-off, in secret until the reveal",
          "[session][computer][R10]") {
  GameHub hub(shipped_content(), {}, shipped_presentation().animals);
  const std::vector<SeatInfo> seats = solo(Strength::Easy);
  REQUIRE(hub.start(seats, 11));
  TurnController& turns = hub.game()->turns();
  ComputerSeats computers;
  base::Rng rng(3);
  int rounds_seen = 0;
  while (!turns.game().over()) {
    run_computers(computers, turns, seats);
    if (turns.phase() == Phase::Reveal) {
      ++rounds_seen;  // the person reads what everybody did
      REQUIRE(turns.reveal().has_value());
      turns.close_reveal();
      continue;
    }
    if (turns.game().over()) break;
    // Alone with the computers: no hand-off for the person either.
    REQUIRE(turns.phase() == Phase::Acting);
    REQUIRE(turns.seat() == 0);
    person_plays(turns, rng);
  }
  CHECK(rounds_seen > 10);
  // Every seat acted in the first round, the computers through the engine's rules.
  for (int seat = 0; seat < 4; ++seat) CHECK(turns.game().turns().front()[seat].has_value());
}

TEST_CASE("R10: a computer acting before the person stays hidden until the round is revealed",
          "[session][computer][R10]") {
  GameHub hub(shipped_content(), {}, shipped_presentation().animals);
  const auto parsed = parse_seats("Cy:owl@medium,Ann:fox", shipped_presentation().animals);
  REQUIRE(parsed);
  const std::vector<SeatInfo>& seats = *parsed;
  REQUIRE(hub.start(seats, 5));
  TurnController& turns = hub.game()->turns();
  ComputerSeats computers;
  run_computers(computers, turns, seats);
  REQUIRE(turns.phase() == Phase::Acting);
  REQUIRE(turns.seat() == 1);
  REQUIRE(turns.game().player(0).city.buildings().size() == 1);  // it built, in secret
  CHECK(turns.shown_player(0).city.buildings().empty());         // as the round began
}

TEST_CASE("when the last person drops out the computers play the game to its end",
          "[session][computer]") {
  GameHub hub(shipped_content(), {}, shipped_presentation().animals);
  const std::vector<SeatInfo> seats = solo(Strength::Medium);
  REQUIRE(hub.start(seats, 8));
  TurnController& turns = hub.game()->turns();
  ComputerSeats computers;
  run_computers(computers, turns, seats);
  REQUIRE(turns.phase() == Phase::Acting);
  REQUIRE(turns.drop());
  run_computers(computers, turns, seats);
  CHECK(turns.game().over());
  CHECK(turns.phase() == Phase::Over);
}

TEST_CASE("a game with computer seats is saved and continued with them", "[session][computer]") {
  SaveDir dir;
  const std::vector<SeatInfo> seats = solo(Strength::Hard);
  {
    GameHub hub(shipped_content(), dir.path, shipped_presentation().animals);
    REQUIRE(hub.start(seats, 21));
    ComputerSeats computers;
    base::Rng rng(1);
    for (int turn = 0; turn < 3; ++turn) {
      run_computers(computers, hub.game()->turns(), seats);
      if (hub.game()->turns().phase() == Phase::Reveal) hub.game()->turns().close_reveal();
      run_computers(computers, hub.game()->turns(), seats);
      person_plays(hub.game()->turns(), rng);
      hub.game()->save_if_changed();
      REQUIRE(hub.last_save_error().empty());
    }
  }
  GameHub again(shipped_content(), dir.path, shipped_presentation().animals);
  REQUIRE(again.resume());
  const EternityTable& game = *again.game();
  REQUIRE(game.seats().size() == 4);
  CHECK_FALSE(game.seats()[0].computer);
  for (int seat = 1; seat < 4; ++seat) CHECK(game.seats()[seat].computer == Strength::Hard);
  CHECK(game.game().turns().size() == 3);
}

TEST_CASE("the same decision gets the same answer, and a long think can be cut short",
          "[session][computer]") {
  GameHub hub(shipped_content(), {}, shipped_presentation().animals);
  REQUIRE(hub.start(solo(Strength::Hard), 4));
  const Game& game = hub.game()->game();
  Thinker first;
  Thinker second;
  first.start(think_for(game, Strength::Hard, 9));
  second.start(think_for(game, Strength::Hard, 9));
  const std::optional<Action> a = first.take(10s);
  const std::optional<Action> b = second.take(10s);
  REQUIRE(a);
  REQUIRE(b);
  CHECK(*a == *b);
  Thinker stopped;
  stopped.start(think_for(game, Strength::Hard, 9));
  const auto before = std::chrono::steady_clock::now();
  stopped.stop();
  CHECK_FALSE(stopped.busy());
  CHECK(std::chrono::steady_clock::now() - before < 2s);
}

TEST_CASE("Suggest shows the hard player's choice from the person's view as the ghost",
          "[session][computer][hint]") {
  GameHub hub(shipped_content(), {}, shipped_presentation().animals);
  REQUIRE(hub.start(solo(Strength::Easy), 13));
  TurnController& turns = hub.game()->turns();
  ComputerSeats computers;
  run_computers(computers, turns, hub.game()->seats());
  REQUIRE(turns.phase() == Phase::Acting);
  Suggestion hint;
  hint.ask(turns);
  CHECK(hint.thinking());
  REQUIRE(hint.poll(turns, 10s));
  const std::optional<Action> given = hint.current(turns);
  REQUIRE(given);
  base::Rng rng(decision_seed(turns.game()));
  CHECK(*given == choose_hard(view_of(turns.game()), rng));
  REQUIRE(given->kind == ActionKind::Build);  // an empty board: it builds
  CHECK(turns.ghost().legal());
  CHECK(turns.ghost().placement == given->placement);
  REQUIRE(turns.place());  // Enter takes it
  REQUIRE(turns.confirm());
  CHECK_FALSE(hint.current(turns));  // a new turn: the old hint is gone
}

}  // namespace mycity::session::test
