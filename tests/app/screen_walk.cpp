#include "screen_walk.hpp"

#include <catch2/catch.hpp>
#include <chrono>
#include <fstream>
#include <sstream>

#include "base/random.hpp"
#include "campaign_saves.hpp"
#include "day_records.hpp"
#include "i18n/translate.hpp"
#include "machikoro/bots.hpp"
#include "machikoro/machikoro_driver.hpp"
#include "machikoro/session/game_hub.hpp"
#include "machikoro/session/table_facts.hpp"
#include "machikoro/table_driver.hpp"
#include "mycity/session/campaign_hub.hpp"
#include "mycity/session/day_game.hpp"
#include "mycity/stickers.hpp"
#include "platform/language.hpp"
#include "play_driver.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app::test {
namespace {

using Phase = mycity::session::TurnController::Phase;
using i18n::tr;

const char* const kFourPlayers = "Ann:fox,Ben:owl,Cy:bear,Di:hare";

const std::vector<mycity::CampaignPlayerSetup> kFourCities{{"Annabel", "fox", "Oakham on the Weir"},
                                                           {"Benedict", "owl", "Elmstead Market"},
                                                           {"Cyrus", "bear", "Hollowbrook"},
                                                           {"Dominique", "hare", "Saint Aldhelm"}};

// Three kept Eternity games of Ann's (one against the hard computer), written by hand: the
// statistics screen shows her games, wins, scores and their plot.
void keep_statistics_games(const std::filesystem::path& saves) {
  const std::string record =
      R"({"format": "mycity-record", "version": 1, "mode": "eternity", "players": ["Ann", "$"],
          "deck": ["Y-D2", "R-D2", "BLOCK", "B-V3", "B-D2"],
          "turns": [[{"build": {"piece": "Y-D2", "rot": 1, "flip": false, "x": 7, "y": 0}}, "pass"],
                    [{"build": {"piece": "R-D2", "rot": 0, "flip": false, "x": 5, "y": 0}},
                     {"build": {"piece": "R-D2", "rot": 1, "flip": false, "x": 8, "y": 1}}],
                    [{"build": {"piece": "B-D2", "rot": 1, "flip": false, "x": 8, "y": 0}}, "drop"]]})";
  std::filesystem::create_directories(saves / "records");
  const std::pair<const char*, const char*> kept[] = {{"2026-01-01 10-00", "Ben"},
                                                      {"2026-01-02 10-00", "Computer (hard)"},
                                                      {"2026-01-03 10-00", "Ben"}};
  for (const auto& [when, other] : kept) {
    std::string text = record;
    text.replace(text.find('$'), 1, other);
    std::ofstream(saves / "records" / (std::string(when) + " Ann, " + other + ".mcrec.json"))
        << text;
  }
}

// Remembered players: the setups show their drop-down, the statistics Ann's rename row and
// the name she played under before.
void remember_ann_and_ben(const std::filesystem::path& saves) {
  std::ofstream(saves / "players.json") << R"({"format": "mycity-roster", "version": 1, "players": [
            {"id": 1, "name": "Ann", "animal": "fox", "former_names": ["Annabel"]},
            {"id": 2, "name": "Ben", "animal": "owl", "former_names": []}]})";
}

// Checks the frame in each language in turn, switched while the app runs (as Settings
// does), then leaves the first language on for the next click.
void check_fits_in_each(AppDriver& app, const std::vector<std::string>& languages,
                        const std::string& where) {
  for (const std::string& language : languages) {
    use_language(language);
    check_fits(app, where + " in " + language);
  }
  use_language(languages.front());
}

// One campaign phase, as the autoplayed save in `autoplayed` shows it, at `size`, in every
// language: the save is loaded once and the language switched on each screen.
void walk_campaign_phase(const std::filesystem::path& autoplayed, const std::string& phase,
                         const WindowSize& size, const std::vector<std::string>& languages) {
  const std::string at = name_of(size, "");
  SizedRun run(size, languages.front());
  std::filesystem::copy(autoplayed / "campaigns", run.saves() / "campaigns",
                        std::filesystem::copy_options::recursive);
  AppDriver app(run.args({}));
  continue_campaign(app, at);
  const std::string where = phase + " at " + at;
  if (phase == "episode") {
    REQUIRE(app.app().current_screen() == MyCityScreen::CampaignPlay);
    check_fits_in_each(app, languages, "hand-off, " + where);
    app.key(SDLK_RETURN);
    check_fits_in_each(app, languages, where);
    REQUIRE(app.click_widget("##table/##side", tr("Rules & terms of this episode")));
    check_fits_in_each(app, languages, "rule sheet, " + where);
    return;
  }
  REQUIRE(app.app().current_screen() == MyCityScreen::Campaign);
  check_fits_in_each(app, languages, where);
  const mycity::session::CampaignSession& session = *app.mycity().campaign_hub().session();
  if (session.phase() == mycity::CampaignPhase::BetweenEpisodes) {  // the results, again
    REQUIRE(app.click_widget(
        "##between", i18n::format(tr("Results of episode {1}"), session.campaign().episode())));
    check_fits_in_each(app, languages, "results, " + where);
    REQUIRE(app.click_widget("##results", tr("Go on")));
    check_fits_in_each(app, languages, "after the results, " + where);
  }
}

}  // namespace

// The app runs in this process, so tr() gives the labels in the language it shows.
void continue_campaign(AppDriver& app, const std::string& at) {
  REQUIRE(app.click_widget("##main-menu", tr("Legacy campaign: continue")));
  app.frames(2);
  check_fits(app, "campaign list at " + at);
  REQUIRE(app.click_widget("##campaign-list", tr("Continue"), 0));
  app.frames(2);
}

SizedRun::SizedRun(const WindowSize& size, std::string language)
    : size_(size), language_(std::move(language)) {
  // Machi Koro's computers and dice play at once: the walks look at the table, not its pace.
  std::ofstream(settings_.path() / "settings.json")
      << "{\"ui_scale\": " << size.ui_scale << ", \"machikoro\": {\"pace\": \"instant\"}}";
}

std::vector<std::string> SizedRun::args(std::vector<std::string> more) const {
  more.insert(more.end(),
              {"--size", size_.size, "--settings", (settings_.path() / "settings.json").string(),
               "--save-dir", saves_.path().string()});
  if (!language_.empty()) more.insert(more.end(), {"--language", language_});
  return more;
}

std::string name_of(const WindowSize& size, const std::string& language) {
  std::ostringstream name;
  name << size.size << " at " << static_cast<int>(size.ui_scale * 100) << " %";
  if (!language.empty()) name << " in " << language;
  return name.str();
}

void walk_menus(const WindowSize& size, const std::string& language) {
  const std::string at = name_of(size, language);
  for (const char* screen : {"menu", "settings", "rules", "new-game", "continue"}) {
    SizedRun run(size, language);
    remember_ann_and_ben(run.saves());
    AppDriver app(run.args({"--screen", screen}));
    check_fits(app, std::string(screen) + " at " + at);
  }
  {
    SizedRun run(size, language);
    keep_statistics_games(run.saves());
    remember_ann_and_ben(run.saves());
    AppDriver app(run.args({"--screen", "statistics"}));
    check_fits(app, "statistics at " + at);
  }
  {
    SizedRun run(size, language);
    AppDriver app(run.args({"--screen", "new-game"}));
    for (int added = 0; added < 2; ++added) REQUIRE(app.click_widget("##setup", "###add"));
    REQUIRE(app.click_widget("##setup", "###new"));
    check_fits(app, "new-game with 4 players and a new board at " + at);
  }
  {
    SizedRun run(size, language);
    AppDriver app(run.args({}));
    const std::string today = mycity::session::today_code(std::chrono::system_clock::now());
    keep_day_game(app, run.saves(), today, {"Annabel", "Benedict", "Cyrus", "Dominique"});
    REQUIRE(app.click_widget("##main-menu", tr("New Eternity game")));
    for (int added = 0; added < 2; ++added) REQUIRE(app.click_widget("##setup", "###add"));
    REQUIRE(app.click_widget("##setup", "###day"));
    check_fits(app, "new-game with 4 players and the game of the day at " + at);
  }
  SizedRun run(size, language);
  AppDriver app(run.args({}));
  // A walk in English when the catalog was not found would prove nothing.
  if (language != "en") REQUIRE(tr("Legacy campaign: new") != "Legacy campaign: new");
  REQUIRE(app.click_widget("##main-menu", tr("Legacy campaign: new")));
  for (int added = 0; added < 2; ++added) REQUIRE(app.click_widget("##campaign-setup", "###add"));
  check_fits(app, "campaign setup with 4 players at " + at);
}

void walk_eternity(const WindowSize& size, const std::string& language) {
  const std::string at = name_of(size, language);
  {
    SizedRun run(size, language);
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
    SizedRun run(size, language);
    AppDriver app(run.args({"--new-game", kFourPlayers, "--seed", "11", "--autoplay", "24"}));
    REQUIRE(PlayDriver(app, run.ui_scale()).turns().phase() == Phase::Reveal);
    check_fits(app, "a round revealed at " + at);
  }
  SizedRun run(size, language);
  AppDriver app(run.args({"--new-game", kFourPlayers, "--seed", "11", "--autoplay", "1000"}));
  REQUIRE(app.app().current_screen() == MyCityScreen::End);
  check_fits(app, "end at " + at);
}

void walk_machikoro_table(const WindowSize& size, const std::string& language) {
  const std::string at = name_of(size, language);
  {
    SizedRun run(size, language);
    AppDriver app(run.args({"--game", "machikoro", "--new-game",
                            "Ann,Ben:medium,Cy:medium,Di:medium,Ed:medium", "--seed", "3",
                            "--autoplay", "60"}));
    TableDriver table(app, run.ui_scale());
    for (int i = 0; i < 50 && !table.person_rolls() && !table.person_decides(); ++i) app.frames(1);
    check_fits(app, "Machi Koro, a person's turn, at " + at);
    const auto bot = machikoro::make_bot("medium");
    base::Rng rng(1);
    for (int i = 0; i < 10 && table.game().pending().decision != machikoro::Decision::Build; ++i) {
      if (table.person_rolls())
        table.roll();
      else
        table.answer(bot->choose(table.game(), rng));
    }
    REQUIRE(table.game().pending().decision == machikoro::Decision::Build);
    const auto piles = machikoro::session::market_piles(table.game());
    const auto pile =
        std::find_if(piles.begin(), piles.end(), [](const auto& p) { return p.buildable; });
    REQUIRE(pile != piles.end());
    app.click(table.tile_centre(pile->card));
    check_fits(app, "Machi Koro, a pile picked, at " + at);
    app.key(SDLK_c);
    check_fits(app, "Machi Koro, a card in words, at " + at);
  }
  {
    SizedRun run(size, language);
    AppDriver app(run.args({}));
    continue_saved(app, purple_turn(app.machikoro().game_hub().cards(), 5), run.saves());
    check_fits(app, "Machi Koro, the TV Station among five, at " + at);
    TableDriver table(app, run.ui_scale());
    app.key(SDLK_h);
    for (int i = 0; i < 500 && table.table().hint_thinking(); ++i) app.app().run_for(10);
    app.frames(2);
    check_fits(app, "Machi Koro, a hint at the TV Station among five, at " + at);
    table.answer(machikoro::Action::target(2));
    check_fits(app, "Machi Koro, the Business Center, at " + at);
  }
  {
    SizedRun run(size, language);
    AppDriver app(run.args({}));
    continue_saved(app, plus_table(app.machikoro().game_hub().cards(), 30), run.saves());
    check_fits(app, "Machi Koro, five big cities and the whole Plus market, at " + at);
    app.key(SDLK_h);
    const machikoro::session::Table& table = *app.machikoro().game_hub().table();
    for (int i = 0; i < 500 && table.hint_thinking(); ++i) app.app().run_for(10);
    app.frames(2);
    check_fits(app, "Machi Koro, a hint at a build, at " + at);
  }
  SizedRun run(size, language);
  AppDriver app(run.args({}));
  continue_saved(app, harbor_turn(app.machikoro().game_hub().cards()), run.saves());
  check_fits(app, "Machi Koro, the Plus market and the Radio Tower, at " + at);
  TableDriver table(app, run.ui_scale());
  table.answer(machikoro::Action::keep_roll());
  table.answer(machikoro::Action::add_two());
  check_fits(app, "Machi Koro, the Harbor's 2 under the dice, at " + at);
}

void walk_machikoro_screens(const std::vector<WindowSize>& sizes, const std::string& language) {
  // No hard computer: the game is played again for the end screen at every size.
  const std::string five = "Ann,Ben:medium,Cy:easy,Di:ranch_cheese,Eve:bakery";
  TempDir kept;
  keep_finished_game(kept.path(), five);
  keep_damaged_game(kept.path());
  TempDir broken;
  leave_broken_save(broken.path());
  for (const WindowSize& size : sizes) {
    const std::string at = name_of(size, language);
    {
      SizedRun run(size, language);
      remember_ann_and_ben(run.saves());
      AppDriver app(run.args({"--screen", "machikoro-new-game"}));
      for (int added = 0; added < 3; ++added) REQUIRE(app.click_widget(kSetupBody, "###add"));
      REQUIRE(app.click_widget(kSetupBody, "##kind", 4));
      REQUIRE(app.click_widget("##Combo_00", "###kind5"));
      REQUIRE(app.click_widget(kSetupBody, "###market-c"));  // 5-5-2: the longest note
      check_fits(app, "Machi Koro setup with 5 seats at " + at);
    }
    {
      SizedRun run(size, language);
      AppDriver app(run.args({"--screen", "machikoro-how-to-play"}));
      check_fits(app, "Machi Koro how to play at " + at);
    }
    {
      SizedRun run(size, language);
      std::filesystem::copy(broken.path(), run.saves(), std::filesystem::copy_options::recursive);
      AppDriver app(run.args({}));
      REQUIRE(app.click_widget("##main-menu", tr("Continue") + "##machikoro"));
      REQUIRE(app.app().current_screen() == MachiKoroScreen::Continue);
      check_fits(app, "Machi Koro's broken save at " + at);
    }
    {
      SizedRun run(size, language);
      std::filesystem::copy(kept.path(), run.saves(), std::filesystem::copy_options::recursive);
      AppDriver app(run.args({"--screen", "machikoro-finished-games"}));
      check_fits(app, "Machi Koro's finished games at " + at);
      REQUIRE(app.click_widget("##machikoro-finished/##machikoro-finished-list", "###replay", 1));
      check_fits(app, "Machi Koro's replay at its start at " + at);
      for (int step = 0; step < 30; ++step) app.key(SDLK_RIGHT);
      check_fits(app, "Machi Koro's replay at turn 30 at " + at);
      REQUIRE(app.click_widget("##machikoro-replay", "###back"));
      REQUIRE(app.click_widget("##machikoro-finished/##machikoro-finished-list", "###turning", 1));
      check_fits(app, "Machi Koro's turning points worked out at " + at);
      REQUIRE(app.click_widget("##machikoro-turning-points", "###cancel"));
      check_fits(app, "Machi Koro's turning points stopped at " + at);
    }
    SizedRun run(size, language);
    AppDriver app(run.args(
        {"--game", "machikoro", "--new-game", five, "--seed", "3", "--autoplay", "100000"}));
    REQUIRE(app.app().current_screen() == MachiKoroScreen::End);
    check_fits(app, "Machi Koro's end at " + at);
  }
}

void walk_campaign(const std::vector<WindowSize>& sizes,
                   const std::vector<std::string>& languages) {
  const Content content;
  // (what the save shows, when the bot stops)
  const std::vector<std::pair<std::string, std::function<bool(const mycity::Campaign&)>>> phases{
      {"envelope", [](const mycity::Campaign&) { return true; }},
      {"episode",
       [](const mycity::Campaign& c) { return c.phase() == mycity::CampaignPhase::Playing; }},
      {"reward stickers",
       [](const mycity::Campaign& c) {
         return c.phase() == mycity::CampaignPhase::RewardStickers;
       }},
      {"between episodes",
       [](const mycity::Campaign& c) {
         return c.phase() == mycity::CampaignPhase::BetweenEpisodes;
       }},
      {"start stickers",
       [](const mycity::Campaign& c) {
         return c.phase() == mycity::CampaignPhase::StartStickers && c.pending_sticker() &&
                !mycity::is_building_sticker(c.pending_sticker()->sticker);
       }},
      {"campaign over", [](const mycity::Campaign&) { return false; }}};
  for (const auto& [phase, done] : phases) {
    TempDir autoplayed;  // played once, looked at in every size
    save_autoplayed(content, autoplayed.path(), "Four", done, kFourCities);
    for (const WindowSize& size : sizes)
      walk_campaign_phase(autoplayed.path(), phase, size, languages);
  }
}

}  // namespace app::test
