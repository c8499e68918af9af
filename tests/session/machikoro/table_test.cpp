// The seam between the shared table and a game (issue 30): a whole Machi Koro game played
// only through machikoro::session::Table, kept on the shelf, and resumed from its autosave.
#include <chrono>
#include <filesystem>
#include <fstream>

#include <catch2/catch.hpp>

#include "base/utf8_path.hpp"
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
