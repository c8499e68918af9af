// Finished games kept, the analysis view and the replay view (issue 18): reached from the
// end screen and from the finished-games list, stepped with the arrow keys, and laid out
// without problems at the tight window sizes.
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>
#include <vector>

#include <catch2/catch.hpp>

#include "app_driver.hpp"
#include "campaign_saves.hpp"
#include "layout_check.hpp"
#include "look_back_support.hpp"
#include "mycity/bots.hpp"
#include "mycity/campaign_autoplay.hpp"
#include "mycity/session/game_hub.hpp"
#include "screens/mycity/screen_ids.hpp"
#include "trash_question_steps.hpp"

namespace app::test {
namespace {

// The analysis of a four-player game takes about a minute of CPU under the sanitizers: there
// a two-player game at the tightest size only; the normal build lays out both sizes.
#ifdef MYCITY_SANITIZED_TESTS
const std::vector<const char*> kLookBackSizes{"1024x640"};
const char* const kLookBackSeats = "Ann:fox,Ben:owl";
const char* const kLookBackTitle = "Ann, Ben";
constexpr std::size_t kLookBackPlayers = 2;
#else
const std::vector<const char*> kLookBackSizes{"1024x640", "1920x1080"};
const char* const kLookBackSeats = "Ann:fox,Ben:owl,Cy:bear,Di:hare";
const char* const kLookBackTitle = "Ann, Ben, Cy, Di";
constexpr std::size_t kLookBackPlayers = 4;
#endif

// From the main menu to the list of finished games, checked for fit and saved as `png`.
void open_finished_games(AppDriver& app, const std::string& png) {
  REQUIRE(app.click_widget("##main-menu", "Finished games##finished"));
  app.frames(1);
  REQUIRE(app.app().current_screen() == MyCityScreen::FinishedGames);
  check_fits(app, png);
  app.save_png(png);
}

// A game of `seats` (--new-game) played by the computer to its end and kept in `saves`.
void keep_finished_game(const TempDir& saves, const std::string& seats) {
  AppDriver app({"--new-game", seats, "--seed", "3", "--autoplay", "1000", "--save-dir",
                 saves.path().string()});
  REQUIRE(app.app().current_screen() == MyCityScreen::End);
}

}  // namespace

TEST_CASE("a finished game is kept, analysed and replayed with the arrow keys",
          "[app][look-back]") {
  for (const char* size : kLookBackSizes) {
    INFO(size);
    TempDir saves;
    AppDriver app({"--new-game", kLookBackSeats, "--seed", "11", "--autoplay", "1000", "--save-dir",
                   saves.path().string(), "--size", size});
    REQUIRE(app.app().current_screen() == MyCityScreen::End);
    const auto kept = app.mycity().game_hub().finished_games()->list();
    REQUIRE(kept.size() == 1);
    CHECK(kept[0].title.ends_with(kLookBackTitle));

    REQUIRE(app.click_widget("##end", "Analysis##analysis"));
    app.frames(1);
    REQUIRE(app.app().current_screen() == MyCityScreen::Analysis);
    wait_for_analysis(app);
    const auto& analysis = *app.mycity().look_back().analysis();
    REQUIRE(analysis.size() == kLookBackPlayers);
    for (const mycity::PlayerAnalysis& p : analysis) CHECK(p.hindsight >= p.score);
    check_fits(app, std::string("analysis at ") + size);
    app.save_png(std::string("analysis-") + size + ".png");

    REQUIRE(app.click_widget("##analysis", "Replay##replay"));
    app.frames(1);
    REQUIRE(app.app().current_screen() == MyCityScreen::Replay);
    const mycity::session::LookBack& look = app.mycity().look_back();
    CHECK(look.round() == 0);
    for (int i = 0; i < 3; ++i) app.key(SDLK_RIGHT);
    CHECK(look.round() == 3);
    app.key(SDLK_LEFT);
    CHECK(look.round() == 2);
    CHECK(look.shown().turns().size() >= 2);
    check_fits(app, std::string("replay at ") + size);
    app.save_png(std::string("replay-") + size + ".png");
    REQUIRE(app.click_widget("##replay", "Next \xE2\x86\x92##next"));
    CHECK(look.round() == 3);
    REQUIRE(app.click_widget("##replay", "Back##back"));
    app.frames(1);
    CHECK(app.app().current_screen() == MyCityScreen::End);
  }
}

TEST_CASE("the finished games are listed from the main menu and replayed", "[app][look-back]") {
  TempDir saves;
  keep_finished_game(saves, "Ann:fox,Ben:owl");
  AppDriver app({"--save-dir", saves.path().string(), "--size", "1024x640"});
  open_finished_games(app, "finished-games.png");
  REQUIRE(app.click_widget("##finished-games/##finished-list", "Replay##replay", 0));
  app.frames(1);
  REQUIRE(app.app().current_screen() == MyCityScreen::Replay);
  app.key(SDLK_RIGHT);
  CHECK(app.mycity().look_back().round() == 1);
  check_fits(app, "replay from the list");
  REQUIRE(app.click_widget("##replay", "Back##back"));
  app.frames(1);
  CHECK(app.app().current_screen() == MyCityScreen::FinishedGames);
}

TEST_CASE("a kept campaign episode is listed, analysed and replayed", "[app][look-back]") {
  TempDir saves;
  const Content content;
  mycity::Campaign campaign(content.catalogue, content.definition, kTwoCities, 4);
  auto bot = mycity::make_bot("greedy");
  base::Rng rng(4);
  while (campaign.phase() != mycity::CampaignPhase::RewardStickers)
    step_with_bot(campaign, *bot, rng);
  const mycity::session::FinishedGames kept(saves.path() / "records");
  kept.keep(episode_record(campaign, campaign.episode_logs().front()), content.catalogue,
            std::chrono::system_clock::now());

  AppDriver app({"--save-dir", saves.path().string(), "--size", "1024x640"});
  open_finished_games(app, "finished-games-episode.png");
  REQUIRE(app.click_widget("##finished-games/##finished-list", "Analysis##analysis", 0));
  app.frames(1);
  REQUIRE(app.app().current_screen() == MyCityScreen::Analysis);
  wait_for_analysis(app);
  const auto& analysis = *app.mycity().look_back().analysis();
  REQUIRE(analysis.size() == 2);
  for (const mycity::PlayerAnalysis& p : analysis) CHECK(p.hindsight >= p.score);
  CHECK(analysis[0].score == campaign.episode_logs().front().result.players[0].score);
  REQUIRE(app.click_widget("##analysis", "Replay##replay"));
  app.frames(1);
  REQUIRE(app.app().current_screen() == MyCityScreen::Replay);
  app.key(SDLK_RIGHT);
  CHECK(app.mycity().look_back().round() == 1);
  check_fits(app, "a kept episode's replay");
  app.save_png("replay-episode.png");
}

TEST_CASE("a costly move is shown both ways; a computer's moves are not judged",
          "[app][look-back]") {
  TempDir saves;
  AppDriver app({"--new-game", "Ann:fox,Ben:owl@hard", "--seed", "3", "--autoplay", "1000",
                 "--save-dir", saves.path().string(), "--size", "1024x640"});
  REQUIRE(app.click_widget("##end", "Analysis##analysis"));
  app.frames(1);
  wait_for_analysis(app);
  const auto& analysis = *app.mycity().look_back().analysis();
  REQUIRE(analysis.size() == 2);
  CHECK(analysis[1].costly.empty());  // Ben is the hard computer: not set against itself
  REQUIRE_FALSE(analysis[0].costly.empty());
  REQUIRE(app.click_widget("##analysis/##analysis-body", "Show both on the board##both", 0));
  app.frames(1);
  REQUIRE(app.find_widget("##both-ways", "Back to the analysis##back-to-analysis"));
  check_fits(app, "both ways at 1024x640");
  app.save_png("analysis-both-ways.png");
  app.key(SDLK_ESCAPE);  // back to the list of moves, not out of the analysis
  CHECK(app.app().current_screen() == MyCityScreen::Analysis);
  CHECK(app.find_widget("##analysis", "Replay##replay"));
}

TEST_CASE("a broken kept game says so in words; games are deleted after a question",
          "[app][look-back]") {
  TempDir saves;
  keep_finished_game(saves, "Ann:fox,Ben:owl");
  const auto records = saves.path() / "records";
  const auto broken = records / "2999-01-01 00-00 Cy, Di.mcrec.json";  // listed first
  std::ofstream(broken) << "{\"format\": \"mycity-record\"";
  AppDriver app({"--save-dir", saves.path().string(), "--size", "1024x640"});
  open_finished_games(app, "finished-games-broken.png");
  const std::string list = "##finished-games/##finished-list";
  CHECK_FALSE(app.find_widget(list, "Analysis##analysis", 0));  // nothing to open
  CHECK(app.find_widget(list, "Analysis##analysis", 1));
  delete_first_row(app, list, broken, "the question before deleting a game",
                   "finished-games-delete.png");
  CHECK(app.find_widget(list, "Analysis##analysis", 0));  // the good game is first now
  CHECK_FALSE(app.find_widget(list, "Delete##delete", 1));
}

TEST_CASE("a kept game's computer seat is known by its default name in the list",
          "[app][look-back]") {
  TempDir saves;
  keep_finished_game(saves, "Ann:fox,Computer (hard):owl@hard");
  AppDriver app({"--save-dir", saves.path().string(), "--size", "1280x800"});
  open_finished_games(app, "finished-games-computer.png");
  REQUIRE(app.click_widget("##finished-games/##finished-list", "Analysis##analysis", 0));
  app.frames(1);
  wait_for_analysis(app);
  const mycity::session::LookBack& look = app.mycity().look_back();
  CHECK_FALSE(look.computer(0));
  CHECK(look.computer(1));
  CHECK((*look.analysis())[1].costly.empty());
}

}  // namespace app::test
