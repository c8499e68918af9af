// A person's hint at the Machi Koro table (machikoro/session/table.hpp): the hard player's
// choice with the seed a computer at the seat gets, the seat recorded as shown a hint, the
// setup's switch kept beside the save, and the statistics telling the games apart.
#include <chrono>
#include <filesystem>
#include <fstream>

#include <catch2/catch.hpp>

#include "machikoro/bots.hpp"
#include "machikoro/machikoro_support.hpp"
#include "machikoro/session/kept_outcomes.hpp"
#include "machikoro/session/table.hpp"

using namespace machikoro;
using namespace machikoro::test;
using namespace std::chrono_literals;

namespace {

session::Places places(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / ("mycity-test-mk-hint-" + name);
  std::filesystem::remove_all(dir);
  return {dir / "save", dir / "records"};
}

// Rolls until Ann (a person) decides.
void to_person(session::Table& table) {
  for (int step = 0; step < 100 && !table.person_to_act(); ++step) table.advance(1000ms);
  REQUIRE(table.person_to_act());
}

}  // namespace

TEST_CASE("a hint is the hard player's choice, recorded, and gone once the game moves on",
          "[machikoro][session][hint]") {
  const session::Places at = places("ask");
  session::Table table(cards(), setup({"Ann", "Ben"}), {"", "medium"}, 11, at);
  CHECK_FALSE(table.hint(0ms));  // nothing asked
  to_person(table);
  REQUIRE(table.ask_hint());
  std::optional<Hint> hint = table.hint(10000ms);
  REQUIRE(hint);
  // The same choice as a hard computer in Ann's seat, given the seed it would be given:
  // the table's seed derived for the actions played so far (the roll, then this decision).
  base::Rng rng(base::derive_seed(11, 2 + 1));
  CHECK(hint->choice == make_bot("hard")->choose(table.game(), rng));
  CHECK(table.record().hints == std::vector<int>{0});
  // Asking again changes nothing; acting leaves the hint behind.
  REQUIRE(table.ask_hint());
  CHECK(table.hint(0ms)->choice == hint->choice);
  REQUIRE_FALSE(table.act(hint->choice));
  CHECK_FALSE(table.hint(0ms));
  CHECK_FALSE(table.hint_thinking());
  // The autosave keeps the hinted seat.
  auto resumed = session::Table::resume(cards(), at, 5);
  REQUIRE(resumed);
  CHECK((*resumed)->record().hints == std::vector<int>{0});
  CHECK((*resumed)->hints());
}

TEST_CASE("a table without hints offers none, and says so beside its save",
          "[machikoro][session][hint]") {
  const session::Places at = places("off");
  {
    session::Table table(cards(), setup({"Ann", "Ben"}), {"", "medium"}, 11, at, false);
    CHECK_FALSE(table.hints());
    to_person(table);
    CHECK_FALSE(table.ask_hint());
    CHECK_FALSE(table.hint(0ms));
    CHECK(table.record().hints.empty());
  }
  std::ifstream seats(at.autosave_dir / "machikoro-autosave.seats.json");
  const std::string text((std::istreambuf_iterator<char>(seats)), {});
  CHECK(text.find("\"hints\": false") != std::string::npos);
  auto resumed = session::Table::resume(cards(), at, 5);
  REQUIRE(resumed);
  CHECK_FALSE((*resumed)->hints());
}

TEST_CASE("a seats file from before hints resumes with hints on", "[machikoro][session][hint]") {
  const session::Places at = places("old-seats");
  { session::Table table(cards(), setup({"Ann", "Ben"}), {"", "medium"}, 11, at, false); }
  std::ofstream(at.autosave_dir / "machikoro-autosave.seats.json")
      << R"({"format": "machikoro-seats", "version": 1, "computers": ["", "medium"]})";
  auto resumed = session::Table::resume(cards(), at, 5);
  REQUIRE(resumed);
  CHECK((*resumed)->hints());
}

TEST_CASE("kept outcomes mark the seats shown hints, and the statistics split on them",
          "[machikoro][session][hint][statistics]") {
  Record record;
  record.setup = setup({"Ann", "Ben", "Computer (hard)"});
  record.hints = {1};
  const Game game(cards(), record.setup);
  const table::GameOutcome outcome = session::outcome_of(game, record);
  CHECK_FALSE(outcome.seats[0].hinted);
  CHECK(outcome.seats[1].hinted);
  CHECK_FALSE(outcome.seats[2].hinted);
  // A record from before hints: nobody was shown one.
  record.hints.clear();
  for (const table::SeatOutcome& seat : session::outcome_of(game, record).seats)
    CHECK_FALSE(seat.hinted);

  // Ann played without hints, Ben with; the computer stays in both.
  const std::vector<table::GameOutcome> games = {outcome};
  const auto with = table::played_with_hints(games, true);
  REQUIRE(with.size() == 1);
  REQUIRE(with[0].seats.size() == 2);
  CHECK(with[0].seats[0].name == "Ben");
  CHECK(with[0].seats[1].computer);
  const auto without = table::played_with_hints(games, false);
  REQUIRE(without.size() == 1);
  CHECK(without[0].seats[0].name == "Ann");
  CHECK(without[0].seats.size() == 2);
  // A game whose only person had hints is no game without them.
  table::GameOutcome alone = outcome;
  alone.seats.erase(alone.seats.begin());
  const std::vector<table::GameOutcome> only = {alone};
  CHECK(table::played_with_hints(only, false).empty());
}
