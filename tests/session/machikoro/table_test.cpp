// The seam between the shared table and a game (issue 30): a whole Machi Koro game played
// only through machikoro::session::Table, kept on the shelf, and resumed from its autosave;
// a person's hint with the seed a computer at the seat gets, noted in the record, and the
// setup's switch kept beside the save.
#include <chrono>
#include <filesystem>
#include <fstream>

#include <catch2/catch.hpp>

#include "base/utf8_path.hpp"
#include "machikoro/bots.hpp"
#include "machikoro/machikoro_support.hpp"
#include "machikoro/session/table.hpp"

using namespace machikoro;
using namespace machikoro::test;
using namespace std::chrono_literals;

namespace {

session::Places places(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / ("mycity-test-mk-table-" + name);
  std::filesystem::remove_all(dir);
  return {dir / "save", dir / "records"};
}

// Advances a table of computers until `done` holds or the game ends.
template <class Done>
void advance_until(session::Table& table, Done done) {
  for (int step = 0; step < 20000 && !table.game().over() && !done(table.game()); ++step)
    table.advance(1000ms);
}

// Rolls until Ann (a person) decides.
void to_person(session::Table& table) {
  for (int step = 0; step < 100 && !table.person_to_act(); ++step) table.advance(1000ms);
  REQUIRE(table.person_to_act());
}

}  // namespace

TEST_CASE("a computers-only Machi Koro game goes through the table to its end and is kept",
          "[machikoro][session]") {
  const session::Places at = places("whole");
  session::Table table(cards(), setup({"Ann", "Ben", "Cy", "Dee"}),
                       {"medium", "easy", "random", "medium"}, 7, at);
  CHECK(std::filesystem::exists(at.autosave_dir / "machikoro-autosave.mkrec.json"));
  CHECK_FALSE(table.person_to_act());
  advance_until(table, [](const Game&) { return false; });
  REQUIRE(table.game().over());
  REQUIRE(table.game().winner());
  // The save is gone (nothing to continue) and the record is on the shelf, listed.
  CHECK_FALSE(std::filesystem::exists(at.autosave_dir / "machikoro-autosave.mkrec.json"));
  REQUIRE(table.kept());
  const auto shelf = session::finished_games(at.records_dir);
  REQUIRE(shelf.size() == 1);
  CHECK(shelf[0].path == *table.kept());
  CHECK(shelf[0].title.ends_with(" Ann, Ben, Cy, Dee"));
  // The kept record replays to the same end.
  const Game replayed = replay(cards(), read_record_file(table.kept()->string()));
  CHECK(game_difference(replayed, table.game()) == "");
}

TEST_CASE("a Machi Koro table resumes from its autosave where it stood and plays on",
          "[machikoro][session]") {
  const session::Places at = places("resume");
  const std::vector<std::string> computers = {"medium", "random", "easy"};
  auto first =
      std::make_unique<session::Table>(cards(), setup({"Ann", "Ben", "Cy"}), computers, 3, at);
  advance_until(*first, [](const Game& game) {
    return game.turn() >= 15 && game.pending().decision == Decision::Build;
  });
  REQUIRE_FALSE(first->game().over());
  const Record before = first->record();
  auto resumed_or = session::Table::resume(cards(), at, 99);
  REQUIRE(resumed_or);
  std::unique_ptr<session::Table> resumed = *std::move(resumed_or);
  CHECK(game_difference(resumed->game(), first->game()) == "");
  for (int seat = 0; seat < 3; ++seat)
    CHECK(resumed->computer(seat) == computers[static_cast<std::size_t>(seat)]);
  first.reset();  // the crash: only the save is left
  advance_until(*resumed, [](const Game&) { return false; });
  REQUIRE(resumed->game().over());
  // The record goes on from where the save stood: its turns so far are a prefix.
  const Record after = read_record_file(resumed->kept()->string());
  REQUIRE(after.turns.size() > before.turns.size());
  for (std::size_t t = 0; t + 1 < before.turns.size(); ++t)
    CHECK(after.turns[t] == before.turns[t]);
  CHECK(game_difference(replay(cards(), after), resumed->game()) == "");
}

TEST_CASE("a person acts only on their own decisions, computers and dice by the table",
          "[machikoro][session]") {
  const session::Places at = places("person");
  session::Table table(cards(), setup({"Ann", "Bot"}), {"", "medium"}, 5, at);
  CHECK_FALSE(table.person_to_act());  // Ann's first roll is the table's
  CHECK(table.act(Action::build_nothing())->text() == "table: no person decides now");
  REQUIRE(table.advance(0ms));  // the roll
  REQUIRE(table.person_to_act());
  const auto refused = table.act(build("radio_tower"));  // K14: 22 coins, Ann has 3 or 4
  REQUIRE(refused);
  CHECK(refused->rule == "K14");
  CHECK_FALSE(table.act(Action::build_nothing()));
  CHECK(table.game().active() == 1);
  CHECK_FALSE(table.person_to_act());
  // The computer's turn: a roll, then its build, once its think is done.
  while (table.game().active() == 1) table.advance(1000ms);
  CHECK(table.record().turns.size() == 2);
}

TEST_CASE("a damaged seats file stops the resume with its name, the save left alone",
          "[machikoro][session]") {
  const session::Places at = places("damaged");
  {
    session::Table table(cards(), setup({"Ann", "Ben"}), {"medium", "medium"}, 1, at);
    table.advance(0ms);
  }
  const auto seats = at.autosave_dir / "machikoro-autosave.seats.json";
  std::ofstream(seats)
      << R"({"format": "machikoro-seats", "version": 1, "computers": ["medium", "cheater"]})";
  const auto cheater = session::Table::resume(cards(), at, 1);
  CHECK_FALSE(cheater);
  CHECK(cheater.error() ==
        base::utf8_string(seats) + ": at /computers: no computer player \"cheater\"");
  CHECK(std::filesystem::exists(at.autosave_dir / "machikoro-autosave.mkrec.json"));
  std::ofstream(seats) << R"({"format": "machikoro-seats", "version": 1, "computers": [""]})";
  const auto short_seats = session::Table::resume(cards(), at, 1);
  CHECK_FALSE(short_seats);
  CHECK(short_seats.error() ==
        base::utf8_string(seats) + ": at /computers: 1 seats given for 2 players");
}

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
