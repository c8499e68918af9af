// Not a check: writes the screenshots of docs/screenshots (scripts/screenshots.sh runs
// it with MYCITY_SCREENSHOT_DIR set). Hidden from the normal test run.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>
#include <tuple>

#include "app_driver.hpp"
#include "campaign_saves.hpp"
#include "machikoro/session/game_hub.hpp"
#include "machikoro/table_driver.hpp"
#include "play_driver.hpp"
#include "screen_walk.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app::test {
namespace {

const char* const kSize = "1600x900";
const char* const kPlayers = "Ann:fox,Ben:owl,Cy:bear,Di:hare";
// A fixed deal and enough bot actions for cities with a few buildings on every board.
const char* const kSeed = "11";
const char* const kMidGameActions = "22";
const char* const kWholeGameActions = "1000";
// Six whole rounds of four players: the sixth stays revealed.
const char* const kRoundActions = "24";

std::filesystem::path output_dir() {
  const char* dir = std::getenv("MYCITY_SCREENSHOT_DIR");
  INFO("set MYCITY_SCREENSHOT_DIR to the folder for the PNGs");
  REQUIRE(dir != nullptr);
  std::filesystem::create_directories(dir);
  return dir;
}

}  // namespace

TEST_CASE("screenshots of every screen", "[.screenshots]") {
  const std::filesystem::path out = output_dir();
  TempDir saves;
  // A settings file that is never written (nothing is changed), at a path that reads well
  // on the Settings screen and stays the same from run to run.
  const std::vector<std::string> common{"--size",     kSize,
                                        "--save-dir", saves.path().string(),
                                        "--settings", "/tmp/mycity/settings.json"};
  auto with = [&](std::vector<std::string> args) {
    args.insert(args.end(), common.begin(), common.end());
    return args;
  };

  // --screen name -> file name.
  const std::vector<std::pair<std::string, std::string>> shells{
      {"menu", "menu"}, {"settings", "settings"}, {"rules", "rules"}, {"new-game", "setup"}};
  for (const auto& [screen, file] : shells) {
    AppDriver app(with({"--screen", screen}));
    app.save_png_as(out / (file + ".png"));
  }

  {
    AppDriver app(with({"--new-game", kPlayers, "--seed", kSeed, "--autoplay", kMidGameActions}));
    PlayDriver play(app);
    REQUIRE(play.turns().phase() == mycity::session::TurnController::Phase::Handoff);
    app.save_png_as(out / "handoff.png");
    app.key(SDLK_RETURN);
    const std::vector<mycity::Cell> legal = play.turns().legal_cursor_cells();
    REQUIRE_FALSE(legal.empty());
    play.hover(legal[legal.size() / 2]);
    app.save_png_as(out / "play-legal.png");
    play.hover(play.illegal_cell());
    app.save_png_as(out / "play-illegal.png");
    // A pass chosen, not yet confirmed: what it will cost beside the score (R12).
    app.key(SDLK_p);
    REQUIRE(play.turns().pass_pending());
    app.save_png_as(out / "play-pass.png");
    app.key(SDLK_RETURN);
    // The others of the round pass too: the reveal and the next table explain each −1.
    while (play.turns().phase() == mycity::session::TurnController::Phase::Handoff) {
      app.key(SDLK_RETURN);
      app.key(SDLK_p);
      REQUIRE(play.turns().pass_pending());
      app.key(SDLK_RETURN);
    }
    REQUIRE(play.turns().phase() == mycity::session::TurnController::Phase::Reveal);
    app.save_png_as(out / "reveal-passes.png");
    app.key(SDLK_RETURN);
    app.key(SDLK_RETURN);
    app.save_png_as(out / "play-score-notes.png");
  }

  {
    AppDriver app(with({"--new-game", kPlayers, "--seed", kSeed, "--autoplay", kRoundActions}));
    PlayDriver play(app);
    REQUIRE(play.turns().phase() == mycity::session::TurnController::Phase::Reveal);
    app.save_png_as(out / "reveal.png");
  }

  AppDriver app(with({"--new-game", kPlayers, "--seed", kSeed, "--autoplay", kWholeGameActions}));
  REQUIRE(app.app().current_screen() == MyCityScreen::End);
  app.save_png_as(out / "end.png");
}

TEST_CASE("screenshots of the play table at the smallest window sizes", "[.screenshots]") {
  const std::filesystem::path out = output_dir();
  TempDir temp;
  // (size, UI scale, file)
  const std::vector<std::tuple<std::string, float, std::string>> sizes{
      {"1024x640", 1.0f, "play-1024x640.png"}, {"1280x720", 1.5f, "play-1280x720-150.png"}};
  for (const auto& [size, scale, file] : sizes) {
    const std::filesystem::path settings = temp.path() / (file + ".json");
    std::ofstream(settings) << "{\"ui_scale\": " << scale << "}";
    AppDriver app({"--size", size, "--settings", settings.string(), "--save-dir",
                   temp.path().string(), "--new-game", kPlayers, "--seed", kSeed, "--autoplay",
                   kMidGameActions});
    PlayDriver play(app, scale);
    app.key(SDLK_RETURN);
    play.hover(play.illegal_cell());
    app.save_png_as(out / file);
  }
}

TEST_CASE("screenshots in Russian and Hungarian", "[.screenshots]") {
  const std::filesystem::path out = output_dir();
  const Content content;
  for (const std::string language : {"ru", "hu"}) {
    TempDir saves;
    const std::vector<std::string> common{
        "--size", kSize, "--save-dir", saves.path().string(), "--language", language};
    auto with = [&](std::vector<std::string> args) {
      args.insert(args.end(), common.begin(), common.end());
      return args;
    };
    {
      AppDriver app(with({"--new-game", kPlayers, "--seed", kSeed, "--autoplay", kMidGameActions}));
      PlayDriver play(app);
      app.key(SDLK_RETURN);
      const std::vector<mycity::Cell> legal = play.turns().legal_cursor_cells();
      REQUIRE_FALSE(legal.empty());
      play.hover(legal[legal.size() / 2]);
      app.save_png_as(out / ("play-" + language + ".png"));
    }
    {
      AppDriver app(
          with({"--new-game", kPlayers, "--seed", kSeed, "--autoplay", kWholeGameActions}));
      REQUIRE(app.app().current_screen() == MyCityScreen::End);
      app.save_png_as(out / ("end-" + language + ".png"));
    }
    save_autoplayed(content, saves.path(), "Four", [](const mycity::Campaign&) { return true; });
    AppDriver app(with({}));
    continue_campaign(app, language);
    REQUIRE(app.app().current_screen() == MyCityScreen::Campaign);
    app.save_png_as(out / ("campaign-envelope-" + language + ".png"));
  }
}

TEST_CASE("screenshots of Machi Koro", "[.screenshots]") {
  const std::filesystem::path out = output_dir();
  const std::string five = "Ann,Ben:medium,Cy:hard,Di:ranch_cheese,Eve:bakery";
  for (const std::string language : {"en", "ru"}) {
    TempDir saves;
    const std::string suffix = language == "en" ? "" : "-" + language;
    const std::vector<std::string> common{
        "--size", kSize, "--save-dir", saves.path().string(), "--language", language};
    auto with = [&](std::vector<std::string> args) {
      args.insert(args.end(), common.begin(), common.end());
      return args;
    };
    {
      AppDriver app(with({"--screen", "machikoro-new-game"}));
      app.save_png_as(out / ("machikoro-setup" + suffix + ".png"));
    }
    {
      AppDriver app(
          with({"--game", "machikoro", "--new-game", five, "--seed", "3", "--autoplay", "120"}));
      app.frames(3);
      app.save_png_as(out / ("machikoro-play" + suffix + ".png"));
    }
    {
      AppDriver app(
          with({"--game", "machikoro", "--new-game", five, "--seed", "3", "--autoplay", "100000"}));
      app.save_png_as(out / ("machikoro-end" + suffix + ".png"));
    }
    {  // The tightest table: five cities, Plus with every type, 1280x720 at 150 %.
      TempDir plus_saves;
      AppDriver app({"--size", "1280x720", "--ui-scale", "150", "--save-dir",
                     plus_saves.path().string(), "--language", language});
      continue_saved(app, plus_table(app.machikoro().game_hub().cards(), 30), plus_saves.path());
      app.save_png_as(out / ("machikoro-plus-1280x720-150" + suffix + ".png"));
    }
    // The hint at Ann's build in the big Plus table: the smallest window, 1280x720 at 100 %
    // and at 150 %.
    const std::pair<const char*, const char*> hint_shots[] = {
        {"1024x640", "100"}, {"1280x720", "100"}, {"1280x720", "150"}};
    for (const auto& [size, scale] : hint_shots) {
      TempDir hint_saves;
      AppDriver app({"--size", size, "--ui-scale", scale, "--save-dir", hint_saves.path().string(),
                     "--language", language});
      continue_saved(app, plus_table(app.machikoro().game_hub().cards(), 30), hint_saves.path());
      app.key(SDLK_h);
      const machikoro::session::Table& table = *app.machikoro().game_hub().table();
      for (int i = 0; i < 500 && table.hint_thinking(); ++i) app.app().run_for(10);
      app.frames(2);
      app.save_png_as(out /
                      ("machikoro-hint-" + std::string(size) + "-" + scale + suffix + ".png"));
    }
    for (const auto& [size, scale] : {std::pair{"1280x720", "150"}, std::pair{"1024x640", "100"}}) {
      // The 5-5-2 market (K3a): its groups one after the other.
      TempDir market_saves;
      AppDriver app({"--size", size, "--ui-scale", scale, "--save-dir",
                     market_saves.path().string(), "--language", language});
      continue_saved(
          app,
          plus_table(app.machikoro().game_hub().cards(), 30, machikoro::SupplyMode::FiveFiveTwo),
          market_saves.path());
      app.save_png_as(out / ("machikoro-552-" + std::string(size) + "-" + scale + suffix + ".png"));
    }
    // The Harbor's 2 noted under the dice.
    TempDir harbor_saves;
    AppDriver harbor({"--size", "1280x720", "--ui-scale", "150", "--save-dir",
                      harbor_saves.path().string(), "--language", language});
    continue_saved(harbor, harbor_turn(harbor.machikoro().game_hub().cards()), harbor_saves.path());
    TableDriver table(harbor);
    table.answer(machikoro::Action::keep_roll());
    table.answer(machikoro::Action::add_two());
    harbor.save_png_as(out / ("machikoro-harbor-1280x720-150" + suffix + ".png"));
  }
}

}  // namespace app::test
