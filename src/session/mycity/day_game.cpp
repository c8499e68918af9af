#include "mycity/session/day_game.hpp"

#include <algorithm>
#include <cstdio>
#include <ctime>

#include "base/clock_time.hpp"
#include "base/random.hpp"
#include "i18n/translate.hpp"

namespace mycity::session {

namespace {

using namespace std::chrono;

// Fixed for good: another salt would give every day another game on every machine.
constexpr std::uint64_t kBoardSalt = 0xDA7B0A2D5EED0001ULL;
constexpr std::uint64_t kDeckSalt = 0xDA7DEC45EED00002ULL;

constexpr year_month_day kFirstDay{year{1970}, January, day{1}};
constexpr year_month_day kLastDay{year{9999}, December, day{31}};

std::string code_of(const year_month_day& date) {
  char code[16];
  std::snprintf(code, sizeof code, "%04d-%02u-%02u", static_cast<int>(date.year()),
                static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()));
  return code;
}

DayGame day_game_on(const year_month_day& date) {
  const auto number = static_cast<std::uint64_t>(sys_days{date}.time_since_epoch().count());
  return {code_of(date), number, base::derive_seed(kBoardSalt, number),
          base::derive_seed(kDeckSalt, number)};
}

std::string_view trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

// "2026-11-27": four, two and two digits.
bool shaped_as_date(std::string_view text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return false;
  for (std::size_t i = 0; i < text.size(); ++i)
    if (i != 4 && i != 7 && (text[i] < '0' || text[i] > '9')) return false;
  return true;
}

int number_in(std::string_view digits) {
  int n = 0;
  for (const char c : digits) n = n * 10 + (c - '0');
  return n;
}

}  // namespace

table::Result<DayGame> day_game(std::string_view code) {
  const std::string_view text = trimmed(code);
  if (!shaped_as_date(text))
    // TRANSLATORS: {1} is what the player typed; keep the date's form year-month-day.
    return table::Failure{i18n::format(
        i18n::tr("\"{1}\" is not a day: type a date as year-month-day, like 2026-11-27."),
        std::string(text))};
  const year_month_day date{year{number_in(text.substr(0, 4))},
                            month{static_cast<unsigned>(number_in(text.substr(5, 2)))},
                            day{static_cast<unsigned>(number_in(text.substr(8, 2)))}};
  if (!date.ok() || date < kFirstDay || date > kLastDay)
    return table::Failure{i18n::format(
        i18n::tr("There is no day {1}: a day's game is a date from 1970-01-01 to 9999-12-31."),
        std::string(text))};
  return day_game_on(date);
}

std::string today_code(system_clock::time_point now) {
  const std::tm local = base::local_time(now);
  return code_of(year_month_day{year{local.tm_year + 1900},
                                month{static_cast<unsigned>(local.tm_mon + 1)},
                                day{static_cast<unsigned>(local.tm_mday)}});
}

std::vector<std::string> day_deck(const Ruleset& ruleset, const DayGame& day) {
  return base::shuffled_deck(ruleset.deck, day.deck_seed);
}

std::optional<DayGame> day_game_of(const Ruleset& ruleset, const BoardChoice& board,
                                   const std::vector<std::string>& deck,
                                   const HouseRules& house_rules) {
  if (!board.seed || house_rules != HouseRules{}) return std::nullopt;
  const std::uint64_t number = base::derived_index(kBoardSalt, *board.seed);
  if (number > static_cast<std::uint64_t>(sys_days{kLastDay}.time_since_epoch().count()))
    return std::nullopt;
  DayGame game = day_game_on(year_month_day{sys_days{days{number}}});
  if (day_deck(ruleset, game) != deck) return std::nullopt;
  return game;
}

}  // namespace mycity::session
