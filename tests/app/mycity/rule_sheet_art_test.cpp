// Every element a legacy chapter introduces has a picture on its envelope (the rule
// sheet), and every SVG the picture draws loads: new content without art fails here.
#include <SDL.h>

#include <catch2/catch.hpp>

#include "app_driver.hpp"
#include "mycity/campaign_autoplay.hpp"
#include "mycity/campaign_content.hpp"
#include "mycity/campaign_save.hpp"
#include "mycity/session/campaign_hub.hpp"
#include "mycity/session/chapter_pictures.hpp"
#include "mycity/session/menu_scene.hpp"
#include "paint/svg_cache.hpp"
#include "platform/data_dir.hpp"
#include "screens/mycity/campaign/rule_sheet.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app::test {

namespace {

// True when some pixel of the surface is not fully transparent (a file nanosvg parses
// but draws nothing of counts as unloadable).
bool draws_something(SDL_Surface* surface) {
  SDL_Surface* rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32, 0);
  REQUIRE(rgba != nullptr);
  bool drawn = false;
  for (int y = 0; y < rgba->h && !drawn; ++y) {
    const auto* row = static_cast<const Uint8*>(rgba->pixels) + y * rgba->pitch;
    for (int x = 0; x < rgba->w && !drawn; ++x) drawn = row[x * 4 + 3] != 0;
  }
  SDL_FreeSurface(rgba);
  return drawn;
}

}  // namespace

TEST_CASE("every element a legacy chapter introduces has a picture whose art loads",
          "[app][rule-sheet]") {
  const mycity::Catalogue catalogue = mycity::load_catalogue(default_data_dir());
  const mycity::CampaignDef definition =
      load_campaign(mycity::default_campaign_file(default_data_dir()), catalogue);
  const std::filesystem::path assets(MYCITY_ASSETS_DIR);
  const mycity::session::ChapterPictures pictures =
      mycity::session::load_chapter_pictures(assets / "chapter-pictures.json");
  const std::filesystem::path art_dir = assets / "art";
  REQUIRE_FALSE(definition.chapters.empty());
  for (const mycity::ChapterDef& chapter : definition.chapters) {
    for (const std::string& element : chapter.introduces) {
      INFO("chapter " << chapter.number << ", element \"" << element << "\"");
      const mycity::session::ChapterPicture* picture = pictures.find(element);
      REQUIRE(picture != nullptr);
      const std::vector<std::string> art = element_art(*picture);
      CHECK_FALSE(art.empty());
      for (const std::string& name : art) {
        INFO("assets/art/" << name << ".svg");
        SDL_Surface* surface = rasterise_svg_file(art_dir / (name + ".svg"), 48, 48);
        REQUIRE(surface != nullptr);
        CHECK(draws_something(surface));
        SDL_FreeSurface(surface);
      }
    }
  }
}

// Each chapter's envelope as the players see it when the chapter begins: a campaign
// played by the greedy bot, saved as each chapter's envelope waits sealed, continued in
// the app and drawn to campaign-envelope-ch<n>.png, to look at.
TEST_CASE("every chapter's envelope shows on screen", "[app][campaign][rule-sheet]") {
  const mycity::Catalogue catalogue = mycity::load_catalogue(default_data_dir());
  const mycity::CampaignDef definition =
      load_campaign(mycity::default_campaign_file(default_data_dir()), catalogue);
  std::vector<std::unique_ptr<TempDir>> saves;
  {
    mycity::Campaign campaign(catalogue, definition,
                              {{"Ann", "fox", "Oakham"}, {"Ben", "owl", "Elmstead"}}, 3);
    auto bot = mycity::make_bot("greedy");
    base::Rng rng(3);
    for (const mycity::ChapterDef& chapter : definition.chapters) {
      while (!(campaign.episode() == chapter.first_episode &&
               campaign.phase() == mycity::CampaignPhase::EnvelopeSealed)) {
        REQUIRE(step_with_bot(campaign, *bot, rng));
      }
      saves.push_back(std::make_unique<TempDir>());
      mycity::CampaignSaves(saves.back()->path() / "campaigns", catalogue, definition)
          .save("Oakham", campaign, "2026-11-23T10:00:00Z");
    }
  }
  // Written here even when MYCITY_SCREENSHOT_DIR sends save_png() elsewhere.
  const std::filesystem::path output_dir(MYCITY_APP_TEST_OUTPUT_DIR);
  std::filesystem::create_directories(output_dir);
  for (const mycity::ChapterDef& chapter : definition.chapters) {
    INFO("chapter " << chapter.number);
    const TempDir& dir = *saves[static_cast<std::size_t>(chapter.number - 1)];
    AppDriver app({"--size", "1280x800", "--save-dir", dir.path().string()});
    REQUIRE(app.click_widget("##main-menu", "Legacy campaign: continue"));
    app.frames(2);
    REQUIRE(app.click_widget("##campaign-list", "Continue", 0));
    app.frames(2);
    REQUIRE(app.app().current_screen() == MyCityScreen::Campaign);
    const mycity::session::CampaignSession* session = app.mycity().campaign_hub().session();
    REQUIRE(session != nullptr);
    CHECK(session->phase() == mycity::CampaignPhase::EnvelopeSealed);
    CHECK(session->campaign().episode() == chapter.first_episode);
    // Chapter 7's, with the most pictures, is also a docs screenshot
    // (scripts/screenshots.sh); the others stay with the test output.
    const std::string name = "campaign-envelope-ch" + std::to_string(chapter.number) + ".png";
    std::filesystem::path png = output_dir / name;
    if (chapter.number == 7)
      png = app.save_png(name);
    else
      app.save_png_as(png);
    CHECK(image_stats(png).distinct_colours > 50);
  }
}

}  // namespace app::test
