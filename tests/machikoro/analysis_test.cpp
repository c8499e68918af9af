// Turning points (include/machikoro/analysis.hpp): a thrown game found, the hard player's own
// game without any, computers' seats left alone, a stop honoured.
#include <cmath>
#include <stop_token>

#include <catch2/catch.hpp>

#include "machikoro/analysis.hpp"
#include "machikoro/bots.hpp"
#include "machikoro_support.hpp"

using namespace machikoro;
using namespace machikoro::test;

namespace {

const std::vector<std::string> kBase = {"train_station", "shopping_mall", "amusement_park"};

// K30: Ann has 30 coins and the Radio Tower (22) left to build; Ben too, and moves next.
// Ann rolls a 3 and builds a Stadium instead: Ben builds his Radio Tower and wins.
struct ThrownGame {
  Game start = Game::at_position(
      cards(), setup({"Ann", "Ben"}),
      {city("Ann", 30, starting(), kBase), city("Ben", 30, starting(), kBase)}, 0);
  std::vector<Action> choices = {Action::dice_count(1), Action::roll({3}), build("stadium"),
                                 Action::dice_count(1), Action::roll({1}), build("radio_tower")};
};

AnalysisSettings few_samples() {
  AnalysisSettings settings;
  settings.samples = 40;
  return settings;
}

}  // namespace

TEST_CASE("analysis: a Stadium instead of the winning landmark is the turning point",
          "[machikoro][analysis][K30]") {
  const ThrownGame thrown;
  const GameAnalysis analysis = analyse_game(thrown.start, thrown.choices, few_samples());
  REQUIRE(analysis.complete);
  REQUIRE(analysis.seats.size() == 2);
  const SeatAnalysis& ann = analysis.seats[0];
  CHECK(ann.name == "Ann");
  CHECK(ann.judged);
  REQUIRE_FALSE(ann.turning_points.empty());
  const TurningPoint& point = ann.turning_points.front();
  CHECK(point.turn == 1);
  CHECK(point.decision == Decision::Build);
  CHECK(point.made == build("stadium"));
  CHECK(point.suggested == build("radio_tower"));
  // The Radio Tower wins at once; after the Stadium Ben, 30 coins, builds his and wins.
  CHECK(point.before == 1.0);
  CHECK(point.after == 0.0);
  CHECK(point.change() == -1.0);
  // Ben's choices are the hard player's: the dice it would roll, the winning landmark.
  CHECK(analysis.seats[1].judged);
  CHECK(analysis.seats[1].turning_points.empty());
}

TEST_CASE("analysis: a computer's seat is judged only when asked", "[machikoro][analysis]") {
  const ThrownGame thrown;
  AnalysisSettings settings = few_samples();
  settings.computers = {true, false};
  GameAnalysis analysis = analyse_game(thrown.start, thrown.choices, settings);
  CHECK_FALSE(analysis.seats[0].judged);
  CHECK(analysis.seats[0].turning_points.empty());
  settings.all_seats = true;
  analysis = analyse_game(thrown.start, thrown.choices, settings);
  CHECK(analysis.seats[0].judged);
  REQUIRE(analysis.seats[0].turning_points.size() == 1);
  CHECK(analysis.seats[0].turning_points[0].made == build("stadium"));
}

TEST_CASE("analysis: the hard player's own game has no turning point", "[machikoro][analysis]") {
  // Each decision the hard player's, made with the Rng the analysis suggests with.
  constexpr std::uint64_t kSeed = 21;
  for (const int players : {2, 3}) {
    Setup s = setup(players == 2 ? std::vector<std::string>{"A", "B"}
                                 : std::vector<std::string>{"A", "B", "C"});
    Game game(cards(), s);
    Recorder recorder(s);
    const auto hard = make_bot("hard");
    base::Rng dice(static_cast<std::uint64_t>(players));
    int decision = 0;
    while (!game.over()) {
      Action choice;
      if (game.pending().chance()) {
        choice = roll_dice(game, dice);
      } else {
        base::Rng rng = suggestion_rng(kSeed, decision++);
        choice = hard->choose(game, rng);
      }
      recorder.add(game, choice);
      play(game, choice);
    }
    AnalysisSettings settings = few_samples();
    settings.seed = kSeed;
    settings.all_seats = true;
    int reports = 0;
    const GameAnalysis analysis =
        analyse_record(cards(), recorder.record(), settings, {}, [&](double) { ++reports; });
    INFO(players << " players");
    CHECK(analysis.complete);
    CHECK(reports == decision);
    for (const SeatAnalysis& seat : analysis.seats) {
      CHECK(seat.judged);
      CHECK(seat.turning_points.empty());
    }
  }
}

TEST_CASE("analysis: a stop returns at once with what was found", "[machikoro][analysis]") {
  const ThrownGame thrown;
  std::stop_source stop;
  std::vector<double> reports;
  // Stopped after Ann's first decision: her throw is never judged.
  const GameAnalysis analysis =
      analyse_game(thrown.start, thrown.choices, few_samples(), stop.get_token(), [&](double done) {
        reports.push_back(done);
        stop.request_stop();
      });
  CHECK_FALSE(analysis.complete);
  // Four decisions are judged in all (two dice counts, two builds).
  CHECK(reports == std::vector<double>{0.25});
  REQUIRE(analysis.seats.size() == 2);
  CHECK(analysis.seats[0].turning_points.empty());

  const GameAnalysis none = analyse_game(thrown.start, thrown.choices, few_samples(),
                                         stop.get_token(), [&](double) { FAIL("no progress"); });
  CHECK_FALSE(none.complete);
}

TEST_CASE("analysis: the same seed gives the same turning points on any number of threads",
          "[machikoro][analysis]") {
  Setup s = setup({"A", "B", "C"});
  Game game(cards(), s);
  std::vector<Action> choices;
  const auto easy = make_bot("easy");
  base::Rng dice(5), bots(6);
  while (!game.over() && game.turn() < 25) {
    const Action choice =
        game.pending().chance() ? roll_dice(game, dice) : easy->choose(game, bots);
    choices.push_back(choice);
    play(game, choice);
  }
  AnalysisSettings settings = few_samples();
  settings.samples = 41;  // split unevenly between two threads
  settings.count = 2;
  const Game start(cards(), s);
  const GameAnalysis a = analyse_game(start, choices, settings);
  settings.threads = 1;
  const GameAnalysis b = analyse_game(start, choices, settings);
  std::size_t found = 0;
  for (std::size_t seat = 0; seat < a.seats.size(); ++seat) {
    const std::vector<TurningPoint>& points = a.seats[seat].turning_points;
    found += points.size();
    CHECK(points.size() <= 2);
    REQUIRE(points.size() == b.seats[seat].turning_points.size());
    for (std::size_t i = 0; i < points.size(); ++i) {
      const TurningPoint& p = points[i];
      const TurningPoint& q = b.seats[seat].turning_points[i];
      CHECK(p.turn == q.turn);
      CHECK(p.made == q.made);
      CHECK(p.before == q.before);
      CHECK(p.after == q.after);
      CHECK(p.change() != 0);
      if (i > 0) CHECK(std::abs(p.change()) <= std::abs(points[i - 1].change()));
    }
  }
  CHECK(found > 0);  // easy players build what the hard player would not
}
