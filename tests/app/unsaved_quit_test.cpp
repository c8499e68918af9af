// An autosave that fails is never lost in silence: quitting while the last save failed (the
// window closed, or Esc to the menu and Quit) asks first, naming why, in the Eternity game
// and in a campaign.
#include <SDL.h>

#include <catch2/catch.hpp>
#include <filesystem>

#include "app_driver.hpp"
#include "campaign_saves.hpp"
#include "mycity/session/campaign_hub.hpp"
#include "mycity/session/game_hub.hpp"
#include "play_driver.hpp"

namespace app::test {
namespace {

namespace fs = std::filesystem;

constexpr const char* kQuestion = "##quit-unsaved";

// A folder where the save file goes: no file can replace it.
void block_with_folder(const fs::path& save_file) {
  fs::remove(save_file);
  fs::create_directories(save_file / "in-the-way");
}

void close_window(AppDriver& app) {
  SDL_Event quit{};
  quit.type = SDL_QUIT;
  REQUIRE(SDL_PushEvent(&quit) == 1);
  app.frames(2);
}

}  // namespace

TEST_CASE("quitting after the game's autosave failed asks first", "[app][autosave]") {
  TempDir saves;
  AppDriver app(
      {"--new-game", "Ann:fox,Ben:owl", "--seed", "3", "--save-dir", saves.path().string()});
  PlayDriver play{app};
  block_with_folder(app.mycity().game_hub().save_file());
  play.take_seat();
  play.place_at(play.turns().legal_cursor_cells().front());
  app.key(SDLK_RETURN);
  app.frames(2);
  REQUIRE_FALSE(app.mycity().game_hub().last_save_error().empty());
  app.key(SDLK_RETURN);  // the next player takes the seat: the table shows the failure
  app.save_png("autosave-failed.png");

  SECTION("the window closed: Stay keeps the game, Quit anyway quits") {
    close_window(app);
    REQUIRE(app.app().running());
    app.save_png("quit-unsaved-question.png");
    REQUIRE(app.click_widget(kQuestion, "###stay"));
    app.frames(2);
    CHECK(app.app().running());
    CHECK_FALSE(app.find_widget(kQuestion, "###stay"));
    close_window(app);
    REQUIRE(app.click_widget(kQuestion, "###quit"));
    CHECK_FALSE(app.app().running());
  }
  SECTION("Esc to the menu, then Quit") {
    app.key(SDLK_ESCAPE);
    app.frames(2);
    REQUIRE(app.app().current_screen() == ScreenId::MainMenu);
    REQUIRE(app.click_widget("##main-menu", "Quit"));
    app.frames(2);
    REQUIRE(app.app().running());
    REQUIRE(app.click_widget(kQuestion, "###quit"));
    CHECK_FALSE(app.app().running());
  }
}

TEST_CASE("quitting after the campaign's autosave failed asks first", "[app][autosave][campaign]") {
  TempDir saves;
  Content content;
  save_autoplayed(content, saves.path(), "Oakham", [](const mycity::Campaign& c) {
    return c.phase() == mycity::CampaignPhase::BetweenEpisodes;
  });
  AppDriver app({"--size", "1280x800", "--save-dir", saves.path().string()});
  REQUIRE(app.click_widget("##main-menu", "Legacy campaign: continue"));
  app.frames(2);
  REQUIRE(app.click_widget("##campaign-list", "Continue", 0));
  app.frames(2);
  block_with_folder(saves.path() / "campaigns" / "Oakham.json");
  REQUIRE(app.click_widget("##between", "Go on to episode 2"));
  app.frames(2);
  const mycity::session::CampaignSession* table = app.mycity().campaign_hub().session();
  REQUIRE(table != nullptr);
  REQUIRE_FALSE(table->save_error().empty());
  close_window(app);
  REQUIRE(app.app().running());
  REQUIRE(app.click_widget(kQuestion, "###quit"));
  CHECK_FALSE(app.app().running());
}

}  // namespace app::test
