// Machi Koro's kept games as the statistics read them: the winner scores their own turns,
// a computer is known by its default name, a damaged file is counted, never thrown; the
// people shown hints are counted apart.
#include <chrono>
#include <filesystem>
#include <fstream>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "machikoro/machikoro_support.hpp"
#include "machikoro/session/game_hub.hpp"
#include "machikoro/session/kept_outcomes.hpp"

using namespace machikoro;
using namespace machikoro::test;

TEST_CASE("a kept Machi Koro game's outcome: the winner's turns, the computers by name",
          "[machikoro][session][statistics]") {
  const auto save = std::filesystem::temp_directory_path() / "mycity-test-mk-outcomes";
  std::filesystem::remove_all(save);
  session::GameHub hub(MYCITY_DEFAULT_DATA_DIR, save);
  REQUIRE(hub.start({.players = {"Ann", "The Baker"}, .computers = {"medium", "bakery"}}, 3));
  hub.autoplay(100000, 1);
  REQUIRE(hub.table()->kept());
  const std::filesystem::path kept = *hub.table()->kept();
  std::ofstream(save / "records" / "2099-01-01 00-00 Zed, Yan.mkrec.json") << "not json";

  table::KeptOutcomesCache cache = hub.kept_outcomes_cache();
  cache.relist();
  REQUIRE(cache.read_for(std::chrono::hours(1)));
  CHECK(cache.unreadable() == 1);
  const std::vector<table::GameOutcome> games = cache.games(0);
  REQUIRE(games.size() == 1);
  const std::vector<table::SeatOutcome>& seats = games[0].seats;
  REQUIRE(seats.size() == 2);
  CHECK(seats[0].name == "Ann");
  CHECK_FALSE(seats[0].computer);
  CHECK(seats[1].computer);  // a personality's name says it is a computer
  REQUIRE(seats[0].won != seats[1].won);
  const table::SeatOutcome& winner = seats[0].won ? seats[0] : seats[1];
  const table::SeatOutcome& loser = seats[0].won ? seats[1] : seats[0];
  // The winner's score: their own turns in the file, not every player's (issue 50).
  const int winner_seat = seats[0].won ? 0 : 1;
  const nlohmann::json turns = nlohmann::json::parse(std::ifstream(kept)).at("turns");
  int own = 0;
  for (const nlohmann::json& turn : turns) own += turn.at("player") == winner_seat ? 1 : 0;
  CHECK(own < static_cast<int>(turns.size()));
  CHECK(winner.score == own);
  CHECK_FALSE(loser.score);
  std::filesystem::remove_all(save);
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
