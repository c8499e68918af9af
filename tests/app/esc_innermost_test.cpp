// Esc closes the innermost thing on screen only: an open drop-down, the campaign's rule
// sheet over the table, a question asked in a list; only then does it leave the screen.
#include <SDL.h>

#include <imgui_internal.h>
#include <catch2/catch.hpp>

#include "app_driver.hpp"
#include "campaign_saves.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app::test {
namespace {

bool popup_open() {
  return ImGui::IsPopupOpen(ImGuiID{0}, ImGuiPopupFlags_AnyPopup);
}

// The window of the campaign's rule sheet, if the last frame drew it.
const ImGuiWindow* rule_sheet() {
  for (const ImGuiWindow* w : GImGui->Windows)
    if (w->Active && std::string_view(w->Name).ends_with("rule-sheet")) return w;
  return nullptr;
}

// An app on the only campaign of a save folder where the bot stopped at `done`.
void open_campaign(AppDriver& app) {
  REQUIRE(app.click_widget("##main-menu", "Legacy campaign: continue"));
  app.frames(2);
  REQUIRE(app.click_widget("##campaign-list", "Continue", 0));
  app.frames(2);
}

bool playing(const mycity::Campaign& c) {
  return c.phase() == mycity::CampaignPhase::Playing;
}

}  // namespace

TEST_CASE("Esc closes an open Settings drop-down, not Settings", "[app][esc]") {
  AppDriver app({"--screen", "settings"});
  for (const char* combo : {"###language", "###scale"}) {
    INFO(combo);
    REQUIRE(app.click_widget("##settings/##settings-body", combo));
    app.frames(1);
    REQUIRE(popup_open());
    app.key(SDLK_ESCAPE);
    app.frames(1);
    CHECK(app.app().current_screen() == ScreenId::Settings);
    CHECK_FALSE(popup_open());
  }
  app.key(SDLK_ESCAPE);
  CHECK(app.app().current_screen() == ScreenId::MainMenu);
}

TEST_CASE("Esc closes the campaign's rule sheet over the table, not the episode",
          "[app][esc][campaign]") {
  const Content content;
  TempDir saves;
  save_autoplayed(content, saves.path(), "Two", playing);
  AppDriver app({"--save-dir", saves.path().string()});
  open_campaign(app);
  REQUIRE(app.app().current_screen() == MyCityScreen::CampaignPlay);
  app.key(SDLK_RETURN);  // take the seat
  REQUIRE(app.click_widget("##table/##side", "Rules & terms of this episode"));
  app.frames(1);
  REQUIRE(rule_sheet() != nullptr);
  app.key(SDLK_ESCAPE);
  app.frames(1);
  CHECK(app.app().current_screen() == MyCityScreen::CampaignPlay);
  CHECK(rule_sheet() == nullptr);
  app.key(SDLK_ESCAPE);
  CHECK(app.app().current_screen() == ScreenId::MainMenu);
}

TEST_CASE("the rule sheet over the table is fixed like every other sheet: no title bar",
          "[app][campaign]") {
  const Content content;
  TempDir saves;
  save_autoplayed(content, saves.path(), "Two", playing);
  AppDriver app({"--save-dir", saves.path().string()});
  open_campaign(app);
  app.key(SDLK_RETURN);
  REQUIRE(app.click_widget("##table/##side", "Rules & terms of this episode"));
  app.frames(1);
  const ImGuiWindow* sheet = rule_sheet();
  REQUIRE(sheet != nullptr);
  CHECK((sheet->Flags & ImGuiWindowFlags_NoTitleBar) != 0);
  CHECK((sheet->Flags & ImGuiWindowFlags_NoMove) != 0);
  app.save_png("campaign-rule-sheet-over-table.png");
  const std::string name = sheet->Name;
  REQUIRE(app.click_widget(name, "###close"));
  app.frames(1);
  CHECK(rule_sheet() == nullptr);
  CHECK(app.app().current_screen() == MyCityScreen::CampaignPlay);
}

TEST_CASE("Esc takes back the question to delete a campaign, not the list", "[app][esc]") {
  const Content content;
  TempDir saves;
  save_autoplayed(content, saves.path(), "Two", [](const mycity::Campaign&) { return true; });
  AppDriver app({"--save-dir", saves.path().string()});
  REQUIRE(app.click_widget("##main-menu", "Legacy campaign: continue"));
  REQUIRE(app.click_widget("##campaign-list", "Delete", 0));
  REQUIRE(app.find_widget("##campaign-list", "Keep it", 0));
  app.key(SDLK_ESCAPE);
  CHECK(app.app().current_screen() == MyCityScreen::CampaignList);
  CHECK_FALSE(app.find_widget("##campaign-list", "Keep it", 0));
  CHECK(app.find_widget("##campaign-list", "Delete", 0));
}

}  // namespace app::test
