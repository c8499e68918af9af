// Every screen at the smallest window sizes the game supports (1024x640 at UI scale 100 %,
// 1280x720 at 150 %), at 1920x1080 and at 4K: each must show all its controls and labels
// whole, inside its window and the window inside the display, without scrolling anything but
// long texts. The app's LayoutAudit reports what does not fit; these tests fail on any of it.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "app_driver.hpp"
#include "campaign_saves.hpp"
#include "layout_check.hpp"
#include "mycity/session/campaign_hub.hpp"
#include "mycity/stickers.hpp"
#include "play_driver.hpp"

namespace mycity::app::test {
namespace {

using Phase = session::TurnController::Phase;

struct WindowSize {
  std::string size;
  float ui_scale = 1.0f;
};

const std::vector<WindowSize> kSizes{
    {"1024x640", 1.0f}, {"1280x720", 1.5f}, {"1920x1080", 1.0f}, {"3840x2160", 1.0f}};

// The campaign's screens at the tight sizes only: every size replays the whole save, minutes
// each in the sanitizer build, and a larger window only gives the sheets more room.
const std::vector<WindowSize> kTightSizes{{"1024x640", 1.0f}, {"1280x720", 1.5f}};

const char* const kFourPlayers = "Ann:fox,Ben:owl,Cy:bear,Di:hare";

// A settings file with the UI scale, and the arguments for that size.
class SizedRun {
 public:
  explicit SizedRun(const WindowSize& size) : size_(size) {
    std::ofstream(settings_.path() / "settings.json") << "{\"ui_scale\": " << size.ui_scale << "}";
  }
  std::vector<std::string> args(std::vector<std::string> more) const {
    more.insert(more.end(),
                {"--size", size_.size, "--settings", (settings_.path() / "settings.json").string(),
                 "--save-dir", saves_.path().string()});
    return more;
  }
  const std::filesystem::path& saves() const { return saves_.path(); }
  float ui_scale() const { return size_.ui_scale; }

 private:
  WindowSize size_;
  TempDir settings_;
  TempDir saves_;
};

std::string name_of(const WindowSize& size) {
  std::ostringstream name;
  name << size.size << " at " << static_cast<int>(size.ui_scale * 100) << " %";
  return name.str();
}

// Opens the only saved campaign from the main menu.
void continue_campaign(AppDriver& app, const std::string& at) {
  REQUIRE(app.click_widget("##main-menu", "Legacy campaign: continue"));
  app.frames(2);
  check_fits(app, "campaign list at " + at);
  REQUIRE(app.click_widget("##campaign-list", "Continue", 0));
  app.frames(2);
}

const std::vector<CampaignPlayerSetup> kFourCities{{"Annabel", "fox", "Oakham on the Weir"},
                                                   {"Benedict", "owl", "Elmstead Market"},
                                                   {"Cyrus", "bear", "Hollowbrook"},
                                                   {"Dominique", "hare", "Saint Aldhelm"}};

}  // namespace

TEST_CASE("the menus fit every window size", "[app][sizes]") {
  for (const WindowSize& size : kSizes) {
    const std::string at = name_of(size);
    for (const char* screen : {"menu", "settings", "rules", "new-game", "continue"}) {
      SizedRun run(size);
      AppDriver app(run.args({"--screen", screen}));
      check_fits(app, std::string(screen) + " at " + at);
    }
    SizedRun run(size);
    AppDriver app(run.args({}));
    REQUIRE(app.click_widget("##main-menu", "Legacy campaign: new"));
    for (int added = 0; added < 2; ++added) REQUIRE(app.click_widget("##campaign-setup", "###add"));
    check_fits(app, "campaign setup with 4 players at " + at);
  }
}

TEST_CASE("an Eternity game fits every window size", "[app][sizes]") {
  for (const WindowSize& size : kSizes) {
    const std::string at = name_of(size);
    {
      SizedRun run(size);
      AppDriver app(run.args({"--new-game", kFourPlayers, "--seed", "11", "--autoplay", "22"}));
      PlayDriver play(app, run.ui_scale());
      REQUIRE(play.turns().phase() == Phase::Handoff);
      check_fits(app, "hand-off at " + at);
      app.key(SDLK_RETURN);
      play.hover(play.illegal_cell());
      check_fits(app, "an illegal ghost at " + at);
      play.place_at(play.turns().legal_cursor_cells().front());
      check_fits(app, "a placed building at " + at);
    }
    {
      SizedRun run(size);
      AppDriver app(run.args({"--new-game", kFourPlayers, "--seed", "11", "--autoplay", "24"}));
      REQUIRE(PlayDriver(app, run.ui_scale()).turns().phase() == Phase::Reveal);
      check_fits(app, "a round revealed at " + at);
    }
    SizedRun run(size);
    AppDriver app(run.args({"--new-game", kFourPlayers, "--seed", "11", "--autoplay", "1000"}));
    REQUIRE(app.app().current_screen() == ScreenId::End);
    check_fits(app, "end at " + at);
  }
}

TEST_CASE("the campaign screens fit every window size", "[app][sizes]") {
  const Content content;
  // (what the save shows, when the bot stops)
  const std::vector<std::pair<std::string, std::function<bool(const Campaign&)>>> phases{
      {"envelope", [](const Campaign&) { return true; }},
      {"episode", [](const Campaign& c) { return c.phase() == CampaignPhase::Playing; }},
      {"reward stickers",
       [](const Campaign& c) { return c.phase() == CampaignPhase::RewardStickers; }},
      {"between episodes",
       [](const Campaign& c) { return c.phase() == CampaignPhase::BetweenEpisodes; }},
      {"start stickers",
       [](const Campaign& c) {
         return c.phase() == CampaignPhase::StartStickers && c.pending_sticker() &&
                !is_building_sticker(c.pending_sticker()->sticker);
       }},
      {"campaign over", [](const Campaign&) { return false; }}};
  for (const auto& [phase, done] : phases) {
    TempDir autoplayed;  // played once, looked at in every size
    save_autoplayed(content, autoplayed.path(), "Four", done, kFourCities);
    for (const WindowSize& size : kTightSizes) {
      const std::string at = name_of(size);
      SizedRun run(size);
      std::filesystem::copy(autoplayed.path() / "campaigns", run.saves() / "campaigns",
                            std::filesystem::copy_options::recursive);
      AppDriver app(run.args({}));
      continue_campaign(app, at);
      const std::string where = phase + " at " + at;
      if (phase == "episode") {
        REQUIRE(app.app().current_screen() == ScreenId::CampaignPlay);
        check_fits(app, "hand-off, " + where);
        app.key(SDLK_RETURN);
        check_fits(app, where);
        REQUIRE(app.click_widget("##table/##side", "Rules & terms of this episode"));
        check_fits(app, "rule sheet, " + where);
        continue;
      }
      REQUIRE(app.app().current_screen() == ScreenId::Campaign);
      check_fits(app, where);
      const session::CampaignSession& session = *app.app().campaign_hub().session();
      if (session.phase() == CampaignPhase::BetweenEpisodes) {  // the results, again
        REQUIRE(app.click_widget(
            "##between", "Results of episode " + std::to_string(session.campaign().episode())));
        check_fits(app, "results, " + where);
        REQUIRE(app.click_widget("##results", "Go on"));
        check_fits(app, "after the results, " + where);
      }
    }
  }
}

}  // namespace mycity::app::test
