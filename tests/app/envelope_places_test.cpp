// R42-R43 on the envelope: its overview table has a column for each place the players can
// take, as the engine rewards them; with two players the 2nd receives the others' reward.
#include <imgui_internal.h>
#include <catch2/catch.hpp>

#include "app_driver.hpp"
#include "campaign_saves.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app::test {
namespace {

// The column headings of the chapter's overview table in the last frame.
std::vector<std::string> overview_headings() {
  std::vector<std::string> headings;
  for (int i = 0; i < GImGui->Tables.GetMapSize(); ++i) {
    const ImGuiTable* table = GImGui->Tables.TryGetMapData(i);
    if (table == nullptr || table->LastFrameActive != GImGui->FrameCount || table->ColumnsCount < 4)
      continue;
    for (int c = 0; c < table->ColumnsCount; ++c)
      headings.emplace_back(ImGui::TableGetColumnName(table, c));
  }
  return headings;
}

std::vector<std::string> envelope_headings(
    const std::vector<mycity::CampaignPlayerSetup>& players) {
  const Content content;
  TempDir saves;
  save_autoplayed(
      content, saves.path(), "Envelope", [](const mycity::Campaign&) { return true; }, players);
  AppDriver app({"--save-dir", saves.path().string()});
  REQUIRE(app.click_widget("##main-menu", "Legacy campaign: continue"));
  REQUIRE(app.click_widget("##campaign-list", "Continue", 0));
  app.frames(2);
  REQUIRE(app.app().current_screen() == MyCityScreen::Campaign);
  app.save_png("envelope-" + std::to_string(players.size()) + "-players.png");
  return overview_headings();
}

}  // namespace

TEST_CASE("R43: a two-player envelope shows 1st and 2nd place, the 2nd with the others' reward",
          "[app][campaign][R43]") {
  CHECK(envelope_headings(kTwoCities) ==
        std::vector<std::string>{"Episode", "Scoring terms", "1st place", "2nd place"});
}

TEST_CASE("R42: a three-player envelope shows 1st, 2nd and the others", "[app][campaign][R42]") {
  std::vector<mycity::CampaignPlayerSetup> three = kTwoCities;
  three.push_back({"Cy", "bear", "Hollowbrook"});
  CHECK(envelope_headings(three) ==
        std::vector<std::string>{"Episode", "Scoring terms", "1st place", "2nd place", "Others"});
}

}  // namespace app::test
