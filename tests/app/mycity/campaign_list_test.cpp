// The Continue list of campaigns: a campaign is renamed on screen, and deleted only after a
// confirm, its save moved to the trash folder rather than lost.
#include <SDL.h>

#include <catch2/catch.hpp>
#include <filesystem>

#include "app_driver.hpp"
#include "mycity/campaign.hpp"
#include "mycity/campaign_content.hpp"
#include "mycity/campaign_save.hpp"
#include "mycity/session/campaign_hub.hpp"
#include "platform/data_dir.hpp"

namespace app::test {

namespace fs = std::filesystem;

TEST_CASE("a campaign is renamed, and deleted to the trash only after a confirm",
          "[app][campaign]") {
  TempDir saves;
  const fs::path folder = saves.path() / "campaigns";
  {
    const mycity::Catalogue catalogue = mycity::load_catalogue(default_data_dir());
    const mycity::CampaignDef definition =
        load_campaign(mycity::default_campaign_file(default_data_dir()), catalogue);
    const mycity::CampaignSaves campaign_saves(folder, catalogue, definition);
    const mycity::Campaign campaign(catalogue, definition,
                                    {{"Ann", "fox", "Oakham"}, {"Ben", "owl", "Elmstead"}}, 7);
    campaign_saves.save("Oakham", campaign, "2026-11-23T10:00:00Z");
  }
  AppDriver app({"--size", "1280x800", "--save-dir", saves.path().string()});
  REQUIRE(app.click_widget("##main-menu", "Legacy campaign: continue"));
  app.frames(2);

  REQUIRE(app.click_widget("##campaign-list", "Rename", 0));
  app.frames(2);
  app.text("Our Valley Río");  // the field has the focus, the old name selected
  app.key(SDLK_RETURN);
  app.frames(2);
  CHECK(fs::exists(folder / "Our Valley Río.json"));
  CHECK_FALSE(fs::exists(folder / "Oakham.json"));
  CHECK(app.mycity().campaign_hub().list().at(0).name == "Our Valley Río");
  app.save_png("campaign-list-renamed.png");

  REQUIRE(app.click_widget("##campaign-list", "Delete", 0));
  app.frames(2);
  REQUIRE(app.click_widget("##campaign-list", "Keep it", 0));
  app.frames(2);
  CHECK(fs::exists(folder / "Our Valley Río.json"));

  REQUIRE(app.click_widget("##campaign-list", "Delete", 0));
  app.frames(2);
  app.save_png("campaign-list-delete.png");
  REQUIRE(app.click_widget("##campaign-list", "Delete the campaign", 0));
  app.frames(2);
  CHECK_FALSE(fs::exists(folder / "Our Valley Río.json"));
  CHECK(fs::exists(folder / "trash" / "Our Valley Río.json"));
  CHECK_FALSE(app.find_widget("##campaign-list", "Continue", 0));
}

}  // namespace app::test
