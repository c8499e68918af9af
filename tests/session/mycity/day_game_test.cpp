// The game of the day: a day's code gives the same board and deck wherever it is typed, a
// game tells which day's game it is, and a code that is no day is refused in words.
#include <catch2/catch.hpp>

#include <algorithm>

#include "base/random.hpp"
#include "mycity/session/day_game.hpp"
#include "session/mycity/presentation_test_support.hpp"

namespace mycity::session::test {
namespace {

const Ruleset& eternity() {
  return *shipped_content().catalogue->find_ruleset("eternity");
}

DayGame day_of(const std::string& code) {
  table::Result<DayGame> day = day_game(code);
  REQUIRE(day);
  return *day;
}

}  // namespace

TEST_CASE("a day's code counts the days since 1970-01-01", "[session][day]") {
  CHECK(day_of("1970-01-01").day == 0);
  CHECK(day_of("1970-01-02").day == 1);
  CHECK(day_of("2000-02-29").day == 11016);  // 30 years, 7 leap days, then 59 days
  CHECK(day_of("2026-11-27").day == 20784);
  CHECK(day_of("9999-12-31").day == 2932896);
  CHECK(day_of(" 2026-11-27 ").code == "2026-11-27");
}

TEST_CASE("the same code gives the same board and deck, other days others", "[session][day]") {
  const DayGame day = day_of("2026-11-27");
  CHECK(day_of("2026-11-27").board_seed == day.board_seed);
  CHECK(day_of("2026-11-27").deck_seed == day.deck_seed);
  CHECK(day_deck(eternity(), day_of("2026-11-27")) == day_deck(eternity(), day));
  for (const char* other : {"2026-11-26", "2026-11-28", "2025-11-27"}) {
    CHECK(day_of(other).board_seed != day.board_seed);
    CHECK(day_deck(eternity(), day_of(other)) != day_deck(eternity(), day));
  }
  CHECK(day.board_seed != day.deck_seed);
  std::vector<std::string> cards = day_deck(eternity(), day);
  std::vector<std::string> printed = eternity().deck;
  std::ranges::sort(cards);
  std::ranges::sort(printed);
  CHECK(cards == printed);  // the ruleset's whole deck, shuffled
}

TEST_CASE("a code that is no day is refused, naming what was typed", "[session][day]") {
  for (const char* unshaped : {"", "today", "2026-11-7", "27.11.2026", "2026/11/27", "2026-11-27x",
                               "+026-11-27", "20261127"}) {
    const table::Result<DayGame> day = day_game(unshaped);
    CHECK_FALSE(day);
    CHECK(day.error() == "\"" + std::string(unshaped) +
                             "\" is not a day: type a date as year-month-day, like 2026-11-27.");
  }
  for (const char* missing :
       {"2026-02-29", "2026-11-31", "2026-13-01", "2026-00-10", "1969-12-31", "0000-01-01"}) {
    const table::Result<DayGame> day = day_game(missing);
    CHECK_FALSE(day);
    CHECK(day.error() == "There is no day " + std::string(missing) +
                             ": a day's game is a date from 1970-01-01 to 9999-12-31.");
  }
}

TEST_CASE("a game tells which day's game it is by its board, deck and house rules",
          "[session][day]") {
  const DayGame day = day_of("2026-11-27");
  const std::vector<std::string> deck = day_deck(eternity(), day);
  const std::optional<DayGame> found = day_game_of(eternity(), {day.board_seed}, deck, {});
  REQUIRE(found);
  CHECK(found->code == "2026-11-27");
  CHECK(found->deck_seed == day.deck_seed);
  CHECK_FALSE(day_game_of(eternity(), {day.board_seed}, deck, HouseRules{.mirror = true}));
  CHECK_FALSE(
      day_game_of(eternity(), {day.board_seed}, day_deck(eternity(), day_of("2026-11-28")), {}));
  CHECK_FALSE(day_game_of(eternity(), {}, deck, {}));      // the printed board
  CHECK_FALSE(day_game_of(eternity(), {4242}, deck, {}));  // a board by its number
}

TEST_CASE("today's code is a day within one of the calendar day in Greenwich", "[session][day]") {
  const auto now = std::chrono::system_clock::now();
  const auto utc_day = std::chrono::floor<std::chrono::days>(now).time_since_epoch().count();
  const DayGame today = day_of(today_code(now));
  CHECK(static_cast<long long>(today.day) >= utc_day - 1);
  CHECK(static_cast<long long>(today.day) <= utc_day + 1);
}

}  // namespace mycity::session::test
