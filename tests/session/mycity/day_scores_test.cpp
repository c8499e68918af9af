// The day's best scores: each person's best in the kept games that are that day's game,
// under every name of theirs; and who beat their best of the day in a game just played.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>

#include "base/random.hpp"
#include "mycity/record.hpp"
#include "mycity/session/day_scores.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/kept_outcomes.hpp"
#include "session/mycity/day_record_support.hpp"
#include "session/mycity/presentation_test_support.hpp"
#include "table/default_names.hpp"

namespace mycity::session::test {
namespace {

table::SeatOutcome person(const std::string& name, int score) {
  return {.name = name, .computer = false, .score = score, .won = false};
}

table::SeatOutcome computer(int score) {
  return {.name = "Computer (hard)", .computer = true, .score = score, .won = true};
}

const Catalogue& catalogue() {
  return *shipped_content().catalogue;
}
const Ruleset& eternity() {
  return *catalogue().find_ruleset("eternity");
}

DayGame day_of(const std::string& code) {
  table::Result<DayGame> day = day_game(code);
  REQUIRE(day);
  return *day;
}

// The first seat passes once (R12: the day's first building may be passed) and drops out,
// the second drops out at once: the second ends 1 ahead.
Record short_game(const std::vector<std::string>& names, std::vector<std::string> deck,
                  BoardChoice board, HouseRules house_rules = {}) {
  return mycity::test::pass_then_drop(catalogue(), eternity(), names, std::move(deck), board,
                                      house_rules);
}

struct SaveDir {
  std::filesystem::path path = std::filesystem::temp_directory_path() /
                               ("mycity-day-" + std::to_string(base::random_seed()));
  ~SaveDir() { std::filesystem::remove_all(path); }
};

const std::vector<SeatInfo> kSeats = {{"Ann", 0, "", std::nullopt}, {"Ben", 1, "", std::nullopt}};

}  // namespace

TEST_CASE("the day's best: each person's best, a rename the same person, no computer",
          "[session][day]") {
  const std::vector<table::GameOutcome> games{
      {{person("Ann", 41), person("Ben", 38)}},
      {{person("Annabel", 45), computer(60)}},
      {{person("Ben", 30), person("Cy", 20)}},
  };
  const std::vector<table::RememberedPlayer> roster{
      {.id = 1, .name = "Ann", .animal = "fox", .former_names = {"Annabel"}},
      {.id = 2, .name = "Ben", .animal = "owl", .former_names = {}},
      {.id = 3, .name = "Dee", .animal = "bear", .former_names = {}}};  // no game that day
  const std::vector<DayScore> best = day_best(games, roster);
  REQUIRE(best.size() == 3);
  CHECK((best[0].name == "Ann" && best[0].score == 45));
  CHECK((best[1].name == "Ben" && best[1].score == 38));
  CHECK((best[2].name == "Cy" && best[2].score == 20));
  CHECK(day_best({}, roster).empty());
}

TEST_CASE("a new best for the day beats the old one, a first game is one", "[session][day]") {
  const std::vector<DayScore> before{{"Ann", 45}, {"Ben", 38}, {"Cy", 20}};
  const table::GameOutcome game{
      {person("Ann", 44), person("Ben", 39), person("Cy", 20), person("Dee", 3), computer(70)}};
  CHECK(new_bests(game, before) == std::vector<std::string>{"Ben", "Dee"});
}

// The kept games of `kept` read as the app reads them, each read counted in `reads`.
table::KeptOutcomesCache counted_cache(const FinishedGames& kept, int& reads) {
  return table::KeptOutcomesCache(
      [&kept] {
        std::vector<std::filesystem::path> files;
        for (const FinishedGameFile& file : kept.list()) files.insert(files.begin(), file.path);
        return files;  // oldest first
      },
      [&reads](const std::filesystem::path& file) {
        ++reads;
        return kept_outcome(catalogue(), eternity(), nullptr, file);
      });
}

TEST_CASE("the day's kept games are those on its board and deck without house rules",
          "[session][day]") {
  SaveDir dir;
  const FinishedGames kept(dir.path / "records");
  int reads = 0;
  table::KeptOutcomesCache cache = counted_cache(kept, reads);
  const DayGame day = day_of("2026-11-27");
  const std::vector<std::string> deck = day_deck(eternity(), day);
  auto when = std::chrono::system_clock::from_time_t(1764200000);
  const auto keep = [&](const Record& record) {
    when += std::chrono::minutes(1);
    return kept.keep(record, catalogue(), when);
  };
  keep(short_game({"Ann", "Ben"}, deck, {day.board_seed}));
  const auto second = keep(short_game({"Ben", "Cy"}, deck, {day.board_seed}));
  keep(short_game({"Ed", "Flo"}, day_deck(eternity(), day_of("2026-11-26")),
                  {day_of("2026-11-26").board_seed}));                        // the day before
  keep(short_game({"Gus", "Hal"}, deck, {}));                                 // the printed board
  keep(short_game({"Ivy", "Jo"}, deck, {day.board_seed}, {.mirror = true}));  // a house rule

  cache.catch_up();
  CHECK(reads == 5);
  const std::vector<table::GameOutcome> games = cache.dealt_games("2026-11-27");
  REQUIRE(games.size() == 2);
  CHECK(games[0].seats[0].name == "Ann");  // oldest first
  CHECK(games[1].seats[0].name == "Ben");
  CHECK(*games[0].seats[1].score == *games[0].seats[0].score + 1);
  CHECK(cache.dealt_games("2026-11-27", second).size() == 1);
  CHECK(cache.dealt_games("2026-11-26").size() == 1);
  CHECK(cache.dealt_games("").empty());  // the printed board and the house rule: no day's

  GameHub hub(shipped_content(), dir.path, shipped_presentation().animals);
  const std::vector<DayScore> best = hub.day_best(cache, day);
  REQUIRE(best.size() == 3);
  // Ben's best is the first game's, where Ann passed; in the second he passed himself.
  CHECK(best[0].name == "Ben");
  CHECK((best[1].name == "Cy" && best[1].score == best[0].score));
  CHECK((best[2].name == "Ann" && best[2].score == best[0].score - 1));
  // Another day's code typed, and back: the cache answers, no file is read again.
  CHECK(hub.day_best(cache, day_of("2026-11-25")).empty());
  CHECK(hub.day_best(cache, day_of("2026-11-26")).size() == 2);
  CHECK(hub.day_best(cache, day).size() == 3);
  CHECK(reads == 5);
  // Entering again: only the game kept since is read.
  keep(short_game({"Kim", "Lu"}, deck, {day.board_seed}));
  cache.catch_up();
  CHECK(reads == 6);
  CHECK(hub.day_best(cache, day).size() == 5);
}

TEST_CASE("the day's game is played again and continued as the day's game", "[session][day]") {
  SaveDir dir;
  const DayGame day = day_of("2026-11-27");
  {
    GameHub hub(shipped_content(), dir.path, shipped_presentation().animals);
    REQUIRE(hub.start_day(kSeats, day));
    CHECK(hub.game()->game().deck() == day_deck(eternity(), day));
    CHECK(hub.game()->game().board() == BoardChoice{day.board_seed});
    REQUIRE(hub.last_day());
    CHECK(hub.last_day()->code == "2026-11-27");
    hub.autoplay(3, 1);
  }
  GameHub again(shipped_content(), dir.path, shipped_presentation().animals);
  REQUIRE(again.resume());
  REQUIRE(again.last_day());
  CHECK(again.last_day()->code == "2026-11-27");
  REQUIRE(again.play_again());
  CHECK(again.game()->game().deck() == day_deck(eternity(), day));
  CHECK(again.last_day()->code == "2026-11-27");
  REQUIRE(again.start(kSeats, 7, {}, BoardChoice{day.board_seed}));  // its board, not its deck
  CHECK_FALSE(again.last_day());
}

}  // namespace mycity::session::test
