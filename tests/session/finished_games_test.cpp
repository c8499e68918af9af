// Finished games kept as records in the save folder: never overwritten, listed newest
// first, read back as the game before its first action and at its end.
#include <chrono>
#include <filesystem>
#include <fstream>

#include <catch2/catch.hpp>

#include "mycity/bots.hpp"
#include "mycity/session/finished_games.hpp"
#include "support.hpp"

using namespace mycity;

namespace {

Game finished_game(const std::vector<std::string>& names) {
  const Ruleset& eternity = *test::catalogue().find_ruleset("eternity");
  Game game =
      Game::on_printed_board(test::catalogue(), eternity, names, shuffled_deck(eternity.deck, 5));
  auto bot = make_bot("greedy");
  Rng rng(5);
  play_out(game, *bot, rng);
  return game;
}

}  // namespace

TEST_CASE("finished games are kept under a new name each time and listed newest first",
          "[session][finished-games]") {
  const auto dir = std::filesystem::temp_directory_path() / "mycity-test-finished-games";
  std::filesystem::remove_all(dir);
  const session::FinishedGames kept(dir);
  CHECK(kept.list().empty());  // no folder yet
  const Game game = finished_game({"Ann", "B/en"});
  const auto evening = std::chrono::system_clock::from_time_t(1764100000);
  const auto first = kept.keep(game, evening);
  const auto second = kept.keep(game, evening);
  const auto later = kept.keep(game, evening + std::chrono::hours(24));
  CHECK(first != second);
  CHECK(first.filename().string().ends_with(" Ann, B_en.mcrec.json"));  // no path separator
  CHECK(second.filename().string().ends_with(" Ann, B_en (2).mcrec.json"));
  const auto list = kept.list();
  REQUIRE(list.size() == 3);
  CHECK(list[0].path == later);

  std::string error;
  const auto loaded = session::FinishedGames::load(test::catalogue(), first, &error);
  REQUIRE(loaded.has_value());
  CHECK(error.empty());
  CHECK(loaded->end.over());
  CHECK(loaded->end.result().players[0].score == game.result().players[0].score);
  CHECK(loaded->start.turns().size() == 1);
  CHECK(loaded->record.turns == game.turns());

  std::ofstream(dir / "broken.mcrec.json") << "{";
  CHECK_FALSE(session::FinishedGames::load(test::catalogue(), dir / "broken.mcrec.json", &error));
  CHECK_THAT(error, Catch::Contains("broken.mcrec.json"));
  std::filesystem::remove_all(dir);
}
