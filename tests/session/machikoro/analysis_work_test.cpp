// The turning points worked out on their own thread (analysis_work.hpp) and kept by the look
// back (look_back.hpp): the same result as on the caller's thread, a stop keeping what was
// found, the computers' seats by their names, the replay opened at a turning point.
#include <chrono>
#include <thread>

#include <catch2/catch.hpp>

#include "machikoro/bots.hpp"
#include "machikoro/session/analysis_work.hpp"
#include "machikoro/session/look_back.hpp"

using namespace machikoro;

namespace {

const CardSet& cards() {
  static const CardSet set = load_cards(default_cards_file(MYCITY_DEFAULT_DATA_DIR));
  return set;
}

// A whole game of two "easy" players, the second under the hard computer's default name.
Record easy_game() {
  Setup setup;
  setup.players = {"Ann", "Computer (hard)"};
  Game game(cards(), setup);
  Recorder recorder(setup);
  const auto easy = make_bot("easy");
  base::Rng rng(9);
  while (!game.over()) {
    const Action choice = game.pending().chance() ? roll_dice(game, rng) : easy->choose(game, rng);
    recorder.add(game, choice);
    game.apply(choice);
  }
  return recorder.record();
}

AnalysisSettings few_samples() {
  AnalysisSettings settings;
  settings.samples = 20;
  return settings;
}

const GameAnalysis& wait_for(const session::AnalysisWork& work) {
  while (work.result() == nullptr) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  return *work.result();
}

}  // namespace

TEST_CASE("analysis work: the result of the caller's thread, on another",
          "[machikoro][session][analysis]") {
  const Record record = easy_game();
  session::AnalysisWork work;
  CHECK_FALSE(work.started());
  work.start(cards(), record, few_samples());
  CHECK(work.started());
  const GameAnalysis& done = wait_for(work);
  CHECK_FALSE(work.running());
  CHECK(work.done() == 1.0);
  CHECK(work.error().empty());
  const GameAnalysis here = analyse_record(cards(), record, few_samples());
  REQUIRE(done.seats.size() == here.seats.size());
  CHECK(done.complete);
  for (std::size_t seat = 0; seat < here.seats.size(); ++seat) {
    const auto& a = done.seats[seat].turning_points;
    const auto& b = here.seats[seat].turning_points;
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
      CHECK(a[i].turn == b[i].turn);
      CHECK(a[i].change() == b[i].change());
    }
  }
}

TEST_CASE("analysis work: a stop keeps what was found, a bad record says why",
          "[machikoro][session][analysis]") {
  session::AnalysisWork work;
  AnalysisSettings slow;
  slow.samples = 100000;  // hours: only the stop ends it
  work.start(cards(), easy_game(), slow);
  work.stop();
  REQUIRE(work.result() != nullptr);
  CHECK_FALSE(work.result()->complete);
  CHECK(work.done() < 1.0);

  Record bad = easy_game();
  bad.turns[0].build = "mine";
  work.start(cards(), bad, few_samples());
  wait_for(work);
  CHECK(work.error().find("/turns/0/build") != std::string::npos);
  work.clear();
  CHECK_FALSE(work.started());
}

TEST_CASE("look back: the turning points of the game opened, computers by their names",
          "[machikoro][session][analysis]") {
  const session::GameStory story(cards(), easy_game());
  session::LookBack look;
  look.open(story, session::LookBackFrom::FinishedGames);
  CHECK_FALSE(look.computer(0));
  CHECK(look.computer(1));
  look.analyse(cards(), few_samples());
  const GameAnalysis& done = wait_for(look.analysis());
  CHECK(done.seats[0].judged);
  CHECK_FALSE(done.seats[1].judged);

  // The same game from the end screen, its seats known: the result is kept.
  look.open(story, session::LookBackFrom::End, {false, true});
  CHECK(look.analysis().result() == &done);
  // Known to be two people: judged anew.
  look.open(story, session::LookBackFrom::End, {false, false});
  CHECK_FALSE(look.analysis().started());
  CHECK_FALSE(look.computer(1));

  // A turning point's turn opens the replay there, its Back to the turning points.
  look.show_turn(3);
  CHECK(look.step() == 3);
  CHECK(look.replay_from_turning_points());
  look.show_turn(100000);
  CHECK(look.step() == look.steps());
  look.open(story, session::LookBackFrom::End);
  CHECK(look.step() == 0);
  CHECK_FALSE(look.replay_from_turning_points());
}
