// Finished games and campaign episodes kept as records in the save folder: never
// overwritten, listed newest first, read back as the game before its first action and at
// its end.
#include <chrono>
#include <filesystem>
#include <fstream>

#include <catch2/catch.hpp>

#include "base/atomic_file.hpp"
#include "base/utf8_path.hpp"
#include "mycity/bots.hpp"
#include "mycity/campaign_test_support.hpp"
#include "mycity/session/campaign_hub.hpp"
#include "mycity/session/finished_games.hpp"
#include "mycity/stickers.hpp"
#include "presentation_test_support.hpp"
#include "support.hpp"

using namespace mycity;

namespace {

Game finished_game(const std::vector<std::string>& names) {
  const Ruleset& eternity = *test::catalogue().find_ruleset("eternity");
  Game game = Game::on_printed_board(test::catalogue(), eternity, names,
                                     base::shuffled_deck(eternity.deck, 5));
  auto bot = make_bot("greedy");
  base::Rng rng(5);
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
  const auto first = kept.keep(record_of(game), test::catalogue(), evening);
  const auto second = kept.keep(record_of(game), test::catalogue(), evening);
  const auto later =
      kept.keep(record_of(game), test::catalogue(), evening + std::chrono::hours(24));
  CHECK(first != second);
  // "B/en" leaves no path separator in the file's name.
  CHECK(base::utf8_string(first.filename()).ends_with(" Ann, B_en.mcrec.json"));
  CHECK(base::utf8_string(second.filename()).ends_with(" Ann, B_en (2).mcrec.json"));
  const auto list = kept.list();
  REQUIRE(list.size() == 3);
  CHECK(list[0].path == later);
  CHECK(list[0].episode == 0);

  const auto loaded = session::FinishedGames::load(test::catalogue(), nullptr, first);
  REQUIRE(loaded);
  CHECK(loaded.error().empty());
  CHECK(loaded->end.over());
  CHECK(loaded->end.result().players[0].score == game.result().players[0].score);
  CHECK(loaded->start.turns().size() == 1);
  CHECK(loaded->record.turns == game.turns());

  std::ofstream(dir / "broken.mcrec.json") << "{";
  const auto broken =
      session::FinishedGames::load(test::catalogue(), nullptr, dir / "broken.mcrec.json");
  CHECK_FALSE(broken);
  CHECK(broken.error() == "This game cannot be shown: its file is damaged.");  // words, no JSON
  std::filesystem::remove_all(dir);
}

TEST_CASE("the list shows each kept game's scores and winners, or why it cannot",
          "[session][finished-games]") {
  const auto dir = std::filesystem::temp_directory_path() / "mycity-test-finished-summaries";
  std::filesystem::remove_all(dir);
  const session::FinishedGames kept(dir);
  const Game game = finished_game({"Ann", "Ben"});
  const auto evening = std::chrono::system_clock::from_time_t(1764100000);  // 2025-11-25
  kept.keep(record_of(game), test::catalogue(), evening);
  const auto broken = dir / "2026-01-01 00-00 Cy, Di.mcrec.json";
  std::ofstream(broken) << "{";
  const auto summaries = kept.summaries(test::catalogue(), nullptr);
  REQUIRE(summaries.size() == 2);
  CHECK(summaries[0].file.path == broken);  // newest first
  CHECK(summaries[0].problem == "This game cannot be shown: its file is damaged.");
  CHECK_FALSE(summaries[0].result);
  CHECK_THAT(summaries[0].detail, Catch::Contains("Cy, Di.mcrec.json"));
  REQUIRE(summaries[1].result);
  CHECK(summaries[1].problem.empty());
  const GameResult played = game.result();
  REQUIRE(summaries[1].result->players.size() == 2);
  for (std::size_t seat = 0; seat < 2; ++seat)
    CHECK(summaries[1].result->players[seat].score == played.players[seat].score);
  CHECK(summaries[1].result->winners == played.winners);
  std::filesystem::remove_all(dir);
}

TEST_CASE("a kept game is deleted into the trash folder, never over another",
          "[session][finished-games]") {
  const auto dir = std::filesystem::temp_directory_path() / "mycity-test-finished-trash";
  std::filesystem::remove_all(dir);
  const session::FinishedGames kept(dir);
  std::filesystem::create_directories(dir);
  const auto file = dir / "2026-01-01 00-00 Cy, Di.mcrec.json";
  std::ofstream(file) << "first";
  CHECK(kept.move_to_trash(file) == dir / "trash" / "2026-01-01 00-00 Cy, Di.mcrec.json");
  CHECK(kept.list().empty());  // the trash is not listed
  std::ofstream(file) << "second";
  const auto second = kept.move_to_trash(file);
  CHECK(second == dir / "trash" / "2026-01-01 00-00 Cy, Di (2).mcrec.json");
  CHECK(base::read_small_file(second, 100) == "second");
  CHECK_THROWS_AS(kept.move_to_trash(file), base::Error);  // gone already
  std::filesystem::remove_all(dir);
}

namespace {

// Plays the episode on the table to its end, each action saved as the app does.
void play_episode(session::CampaignSession& table) {
  auto bot = make_bot("greedy");
  base::Rng rng(9);
  while (table.phase() == CampaignPhase::Playing) {
    session::TurnController& turns = *table.turns();
    if (turns.phase() == session::TurnController::Phase::Reveal) turns.close_reveal();
    if (turns.phase() == session::TurnController::Phase::Handoff) turns.take_seat();
    REQUIRE(turns.play(bot->choose(turns.game(), rng)));
    table.save_if_changed();
  }
}

}  // namespace

TEST_CASE("a campaign episode played to its end is kept among the finished games",
          "[session][finished-games][campaign]") {
  const auto dir = std::filesystem::temp_directory_path() / "mycity-test-kept-episodes";
  std::filesystem::remove_all(dir);
  const session::FinishedGames kept(dir / "records");
  {
    session::CampaignHub hub(session::test::shipped_content(), dir,
                             session::test::shipped_presentation().animals);
    REQUIRE(hub.start(test::players(2), 5));
    session::CampaignSession& table = *hub.session();
    table.open_envelope();
    play_episode(table);
  }
  const std::vector<session::FinishedGameFile> list = kept.list();
  REQUIRE(list.size() == 1);
  CHECK(list[0].episode == 1);
  CHECK(base::utf8_string(list[0].path.filename()).ends_with(" Ann, Ben, episode 1.mcrec.json"));

  const auto without = session::FinishedGames::load(test::catalogue(), nullptr, list[0].path);
  CHECK_FALSE(without);
  CHECK_THAT(without.error(), Catch::Contains("campaign"));
  const auto loaded =
      session::FinishedGames::load(test::catalogue(), &test::legacy_campaign(), list[0].path);
  REQUIRE(loaded);
  CHECK(loaded->end.over());
  CHECK(loaded->start.turns().size() == 1);
  REQUIRE(loaded->record.legacy);
  CHECK(loaded->record.legacy->episode == 1);
  // Kept twice in the same minute: the second name is numbered and still an episode's.
  const auto night = std::chrono::system_clock::from_time_t(1764100000);
  const auto once = kept.keep(loaded->record, test::catalogue(), night);
  const auto again = kept.keep(loaded->record, test::catalogue(), night);
  CHECK(base::utf8_string(again.filename()).ends_with(", episode 1 (2).mcrec.json"));
  for (const session::FinishedGameFile& file : kept.list()) CHECK(file.episode == 1);
  std::filesystem::remove(once);
  std::filesystem::remove(again);

  // Continued from its save, the campaign does not keep episode 1 again.
  session::CampaignHub hub(session::test::shipped_content(), dir,
                           session::test::shipped_presentation().animals);
  const std::vector<SaveInfo> saves = hub.list();
  REQUIRE(saves.size() == 1);
  REQUIRE(hub.resume(saves[0].name, false));
  session::CampaignSession& table = *hub.session();
  CHECK(loaded->end.result().players[0].score ==
        table.campaign().episode_logs()[0].result.players[0].score);
  // The reward stickers placed and saved: no second record of episode 1.
  while (const auto pending = table.campaign().pending_sticker()) {
    if (is_building_sticker(pending->sticker))
      REQUIRE_FALSE(table.place_sticker_on_piece(table.campaign().legal_pieces().front()));
    else
      REQUIRE_FALSE(table.place_sticker(table.legal_sticker_cells().front()));
  }
  table.confirm_stickers();
  CHECK(table.save_error().empty());
  CHECK(kept.list().size() == 1);
  std::filesystem::remove_all(dir);
}
