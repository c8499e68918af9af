// The legacy campaign played through the desktop app with synthetic input only: a new
// campaign, episode 1 to its end on the play screen, the reward stickers placed by clicking
// highlighted cells, episode 2 begun; then the app is closed, started again on the same
// save folder and continued, and the state is checked against the engine's load of the save.
#include <algorithm>
#include <catch2/catch.hpp>

#include "app_driver.hpp"
#include "base/atomic_file.hpp"
#include "campaign_saves.hpp"
#include "look_back_support.hpp"
#include "mycity/campaign_save.hpp"
#include "mycity/session/campaign_hub.hpp"
#include "mycity/session/menu_scene.hpp"
#include "mycity/session/play_layout.hpp"
#include "mycity/session/sticker_layout.hpp"
#include "mycity/stickers.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app::test {

using mycity::session::compute_play_layout;
using mycity::session::PlayLayout;

namespace {

using Phase = mycity::session::TurnController::Phase;

constexpr int kWidth = 1280;
constexpr int kHeight = 800;
// More loop turns than a 2-player episode can take (cards x seats x steps per action).
constexpr int kMaxSteps = 800;

const mycity::session::CampaignSession& session_of(AppDriver& app) {
  const mycity::session::CampaignSession* session = app.mycity().campaign_hub().session();
  REQUIRE(session != nullptr);
  return *session;
}

// The centre of a cell of the active player's board on the play screen.
Point play_cell_point(const mycity::session::TurnController& turns, mycity::Cell c) {
  const mycity::Game& g = turns.game();
  const mycity::BoardLayout& board = g.player(turns.seat()).city.layout();
  const PlayLayout layout =
      compute_play_layout(kWidth, kHeight, board.width, board.height, g.player_count() - 1, 1, 1);
  return {layout.cell_centre_x(c.x), layout.cell_centre_y(c.y)};
}

// One action of the player to act, through the play screen: a build on a legal cell by
// mouse (click places, Enter confirms), else pass or drop out.
void play_one_action(AppDriver& app, const mycity::session::TurnController& turns) {
  const std::vector<mycity::Cell> legal = turns.legal_cursor_cells();
  if (legal.empty()) {
    if (turns.game().may_pass() &&
        !turns.game().catalogue().piece(turns.game().current_piece()).must_build) {
      app.key(SDLK_p);
      REQUIRE(turns.pass_pending());
      app.key(SDLK_RETURN);  // the pass is paid once confirmed (R12)
    } else {
      app.key(SDLK_d);
      REQUIRE(app.click_widget("##drop", "###drop"));
    }
    return;
  }
  const mycity::Cell target = legal[legal.size() / 2];
  app.move_to({2, 2});
  app.frames(1);
  app.move_to(play_cell_point(turns, target));
  app.frames(1);
  REQUIRE(turns.cursor() == target);
  app.click(play_cell_point(turns, target));
  REQUIRE(turns.tentative());
  app.key(SDLK_RETURN);
}

// Plays the episode on screen until the play screen hands over to the campaign screen.
void play_episode(AppDriver& app, bool screenshots) {
  bool first = true;
  for (int step = 0; step < kMaxSteps && app.app().current_screen() == MyCityScreen::CampaignPlay;
       ++step) {
    const mycity::session::TurnController* turns = session_of(app).turns();
    REQUIRE(turns != nullptr);
    if (turns->phase() == Phase::Over) {
      app.frames(2);
      continue;
    }
    if (turns->phase() == Phase::Handoff || turns->phase() == Phase::Reveal) {
      app.key(SDLK_RETURN);
      continue;
    }
    if (first && screenshots) {
      app.save_png("campaign-play.png");
      REQUIRE(app.click_widget("##table/##side", "Rules & terms of this episode"));
      app.frames(2);
      app.save_png("campaign-rule-sheet.png");
      REQUIRE(app.click_widget("##rule-sheet", "###close"));
    }
    first = false;
    play_one_action(app, *turns);
  }
  app.frames(2);
}

// Places the pending reward or start sticker: on the first highlighted cell, or on the first
// building a building sticker may go on.
void place_stickers_once(AppDriver& app) {
  const mycity::Campaign& campaign = session_of(app).campaign();
  const mycity::PendingSticker pending = *campaign.pending_sticker();
  if (mycity::is_building_sticker(pending.sticker)) {
    const int piece = campaign.legal_pieces().front();
    // Each building's button is under PushID(piece) (CampaignScreen::draw_stickers).
    REQUIRE(app.click_widget("##stickers/##body", campaign.catalogue().piece(piece).name, piece));
    return;
  }
  const std::size_t applied = campaign.player(pending.seat).stickers.size();
  std::optional<mycity::Cell> target;
  campaign.legal_cells().for_each([&](mycity::Cell c) {
    if (!target) target = c;
  });
  REQUIRE(target);
  const mycity::BoardLayout& board = campaign.player(pending.seat).board;
  const mycity::session::StickerLayout layout =
      mycity::session::sticker_layout(kWidth, kHeight, board.width, board.height, 1);
  app.click({layout.cell_centre_x(target->x), layout.cell_centre_y(target->y)});
  const mycity::CampaignPlayer& player = session_of(app).campaign().player(pending.seat);
  REQUIRE(player.stickers.size() == applied + 1);
  CHECK(player.stickers.back().sticker == pending.sticker);
  CHECK(player.stickers.back().cell == target);
}

// Confirms the stickers of the phase: until then they can be taken back and are not saved.
void confirm_stickers(AppDriver& app) {
  REQUIRE(app.click_widget("##stickers", "Confirm the stickers"));
  CHECK(session_of(app).unconfirmed_stickers().empty());
}

// Places every pending sticker and confirms them; a screenshot of the first when asked.
void place_stickers(AppDriver& app, bool screenshots) {
  if (!session_of(app).campaign().pending_sticker()) return;
  for (bool first = true; session_of(app).campaign().pending_sticker(); first = false) {
    if (first && screenshots) app.save_png("campaign-stickers.png");
    place_stickers_once(app);
  }
  confirm_stickers(app);
}

// From the main menu to the only saved campaign.
void continue_first_save(AppDriver& app) {
  REQUIRE(app.click_widget("##main-menu", "Legacy campaign: continue"));
  app.frames(2);
  REQUIRE(app.click_widget("##campaign-list", "Continue", 0));
  app.frames(2);
}

// How many players built the card `card_id` in the episode's record.
int builds_of(const mycity::Record& record, const std::string& card_id) {
  int builds = 0;
  for (std::size_t turn = 0; turn < record.turns.size() && turn < record.deck.size(); ++turn) {
    if (record.deck[turn] != card_id) continue;
    for (const std::optional<mycity::Action>& action : record.turns[turn])
      builds += action && action->kind == mycity::ActionKind::Build ? 1 : 0;
  }
  return builds;
}

bool has_term(const mycity::PlayerResult& result, const std::string& term) {
  return std::any_of(result.breakdown.begin(), result.breakdown.end(),
                     [&](const mycity::TermPoints& t) { return t.term == term; });
}

}  // namespace

TEST_CASE("a legacy campaign on screen: episode 1, reward stickers (R42), quit and continue",
          "[app][campaign]") {
  TempDir saves;
  const std::vector<std::string> args{"--size",
                                      std::to_string(kWidth) + "x" + std::to_string(kHeight),
                                      "--save-dir", saves.path().string()};
  std::vector<mycity::CampaignCommand> commands_before_quit;
  {
    AppDriver app(args);
    REQUIRE(app.click_widget("##main-menu", "Legacy campaign: new"));
    REQUIRE(app.app().current_screen() == MyCityScreen::CampaignNew);
    const std::array<std::string, 2> names{"Ann", "Ben"};
    const std::array<std::string, 2> cities{"River Town", "Hilltop"};
    for (int row = 0; row < 2; ++row) {
      REQUIRE(app.click_widget("##campaign-setup", "##name", row));
      app.text(names[static_cast<std::size_t>(row)]);
      REQUIRE(app.click_widget("##campaign-setup", "##city", row));
      app.text(cities[static_cast<std::size_t>(row)]);
    }
    app.save_png("campaign-setup.png");
    REQUIRE(app.click_widget("##campaign-setup", "Found the cities"));
    app.frames(2);
    REQUIRE(app.app().current_screen() == MyCityScreen::Campaign);
    CHECK(app.mycity().campaign_hub().save_name() == "River Town");
    CHECK(session_of(app).campaign().player(1).city == "Hilltop");
    CHECK(session_of(app).campaign().player(0).animal == "fox");
    REQUIRE(session_of(app).phase() == mycity::CampaignPhase::EnvelopeSealed);
    app.save_png("campaign-envelope.png");
    REQUIRE(app.click_widget("##envelope", "Open the envelope and begin episode 1"));
    app.frames(2);
    REQUIRE(app.app().current_screen() == MyCityScreen::CampaignPlay);

    play_episode(app, true);
    REQUIRE(app.app().current_screen() == MyCityScreen::Campaign);
    const mycity::Campaign& campaign = session_of(app).campaign();
    REQUIRE(campaign.episode_logs().size() == 1);
    app.save_png("campaign-results.png");
    // The episode just played, analysed from its results; Back returns to them.
    REQUIRE(app.click_widget("##results", "Analysis##analysis"));
    app.frames(1);
    REQUIRE(app.app().current_screen() == MyCityScreen::Analysis);
    wait_for_analysis(app);
    const std::vector<mycity::PlayerAnalysis>& analysis = *app.mycity().look_back().analysis();
    REQUIRE(analysis.size() == 2);
    for (std::size_t seat = 0; seat < 2; ++seat) {
      CHECK(analysis[seat].score == campaign.episode_logs()[0].result.players[seat].score);
      CHECK(analysis[seat].hindsight >= analysis[seat].score);
    }
    REQUIRE(app.click_widget("##analysis", "Back##back"));
    app.frames(2);
    REQUIRE(app.app().current_screen() == MyCityScreen::Campaign);
    CHECK(session_of(app).results_pending());
    if (campaign.phase() == mycity::CampaignPhase::RewardStickers) {
      REQUIRE(app.click_widget("##results", "Place the stickers won"));
      place_stickers(app, true);
    } else {
      REQUIRE(app.click_widget("##results", "Go on"));
    }
    REQUIRE(session_of(app).phase() == mycity::CampaignPhase::BetweenEpisodes);
    // R42: the first place of episode 1 fills 2 progress symbols and wins a rock sticker
    // (campaigns/legacy/campaign.json), placed or forfeited once the stickers are done.
    for (int seat = 0; seat < 2; ++seat) {
      const mycity::EpisodeHistory& h = session_of(app).campaign().player(seat).history.at(0);
      if (h.rank == 1) {
        CHECK(h.progress >= 2);
        std::vector<std::string> won = h.stickers_gained;
        won.insert(won.end(), h.forfeited.begin(), h.forfeited.end());
        CHECK(std::count(won.begin(), won.end(), "rock") == 1);
      }
    }
    app.save_png("campaign-between.png");
    REQUIRE(app.click_widget("##between", "Go on to episode 2"));
    app.frames(2);
    place_stickers(app, false);  // episode 2 has no start stickers today; harmless if it does
    app.frames(2);
    REQUIRE(app.app().current_screen() == MyCityScreen::CampaignPlay);
    // One action of episode 2, so the save is mid-episode.
    app.key(SDLK_RETURN);
    play_one_action(app, *session_of(app).turns());
    commands_before_quit = session_of(app).campaign().commands();
    CHECK(session_of(app).save_error().empty());
  }

  // The save on disk, loaded by the engine, is the campaign the app had.
  Content content;
  const mycity::CampaignSaves saves_on_disk(saves.path() / "campaigns", content.catalogue,
                                            content.definition);
  const mycity::LoadedSave loaded = saves_on_disk.load("River Town");
  CHECK(loaded.campaign.commands() == commands_before_quit);
  CHECK(loaded.campaign.episode() == 2);
  CHECK(loaded.campaign.phase() == mycity::CampaignPhase::Playing);

  AppDriver app(args);
  REQUIRE(app.click_widget("##main-menu", "Legacy campaign: continue"));
  REQUIRE(app.app().current_screen() == MyCityScreen::CampaignList);
  app.frames(2);  // the auto-sized panel settles
  app.save_png("campaign-continue.png");
  REQUIRE(app.click_widget("##campaign-list", "Continue", 0));
  app.frames(2);
  CHECK(app.app().current_screen() == MyCityScreen::CampaignPlay);
  CHECK(session_of(app).campaign().commands() == commands_before_quit);
  CHECK(session_of(app).campaign().episode() == 2);
}

TEST_CASE("a campaign save that fails to load is continued from its backup, set aside, saved again",
          "[app][campaign]") {
  TempDir saves;
  Content content;
  // An episode finished, saved twice (the second save's backup is the first), then the save
  // cut to half its size.
  const auto after_episode_1 = [](const mycity::Campaign& c) {
    return c.phase() == mycity::CampaignPhase::BetweenEpisodes;
  };
  save_autoplayed(content, saves.path(), "Oakham", after_episode_1);
  save_autoplayed(content, saves.path(), "Oakham", after_episode_1);
  const std::filesystem::path file = saves.path() / "campaigns" / "Oakham.json";
  std::filesystem::resize_file(file, std::filesystem::file_size(file) / 2);
  const std::string broken = base::read_small_file(file, mycity::kMaxSaveBytes);

  AppDriver app({"--size", "1280x800", "--save-dir", saves.path().string()});
  REQUIRE(app.click_widget("##main-menu", "Legacy campaign: continue"));
  app.frames(2);  // the auto-sized panel settles
  app.save_png("campaign-continue-broken.png");
  REQUIRE(app.click_widget("##campaign-list", "Continue from the backup", 0));
  app.frames(2);
  REQUIRE(session_of(app).phase() == mycity::CampaignPhase::BetweenEpisodes);
  REQUIRE(app.click_widget("##between", "Go on to episode 2"));
  app.frames(2);
  place_stickers(app, false);
  app.frames(2);
  REQUIRE(app.app().current_screen() == MyCityScreen::CampaignPlay);
  app.key(SDLK_RETURN);
  play_one_action(app, *session_of(app).turns());
  app.frames(2);
  CHECK(session_of(app).save_error().empty());
  // The unreadable file is kept aside, and the save holds every move made since the backup.
  CHECK(base::read_small_file(file.string() + ".broken", mycity::kMaxSaveBytes) == broken);
  const mycity::CampaignSaves folder(saves.path() / "campaigns", content.catalogue,
                                     content.definition);
  CHECK(folder.load("Oakham").campaign.commands() == session_of(app).campaign().commands());
}

TEST_CASE(
    "a late-campaign save (episode 22: railway, station, town hall) plays its episode on screen",
    "[app][campaign]") {
  TempDir saves;
  Content content;
  save_autoplayed(content, saves.path(), "Late", [](const mycity::Campaign& c) {
    return c.episode() == 22 && c.phase() == mycity::CampaignPhase::Playing;
  });
  AppDriver app({"--size", "1280x800", "--save-dir", saves.path().string()});
  continue_first_save(app);
  REQUIRE(app.app().current_screen() == MyCityScreen::CampaignPlay);
  app.key(SDLK_RETURN);
  app.save_png("campaign-late-play.png");
  play_episode(app, false);
  REQUIRE(app.app().current_screen() == MyCityScreen::Campaign);

  const mycity::Campaign& campaign = session_of(app).campaign();
  REQUIRE(campaign.episode_logs().size() == 22);
  const mycity::EpisodeLog& log = campaign.episode_logs().back();
  CHECK(log.episode == 22);
  // Chapter 8's deck (campaigns/legacy/campaign.json): the station (S-D2, R14 must build,
  // on the railway) and the town hall (H-O6, must build), both built on screen.
  CHECK(builds_of(log.record, "S-D2") >= 1);
  CHECK(builds_of(log.record, "H-O6") >= 1);
  for (const mycity::PlayerResult& result : log.result.players) {
    CHECK(has_term(result, "station"));
    CHECK(has_term(result, "civic_pride"));
  }
  // What the app saved after the last action is the campaign on the table.
  const mycity::CampaignSaves folder(saves.path() / "campaigns", content.catalogue,
                                     content.definition);
  CHECK(folder.load("Late").campaign.commands() == campaign.commands());
}

TEST_CASE(
    "start-of-episode stickers (episode 13: three clearings each) are placed on screen in turn",
    "[app][campaign]") {
  TempDir saves;
  Content content;
  save_autoplayed(content, saves.path(), "Woods", [](const mycity::Campaign& c) {
    return c.episode() == 13 && c.phase() == mycity::CampaignPhase::StartStickers;
  });
  AppDriver app({"--size", "1280x800", "--save-dir", saves.path().string()});
  continue_first_save(app);
  REQUIRE(app.app().current_screen() == MyCityScreen::Campaign);
  const auto clearings = [&](int seat) {
    const std::vector<mycity::AppliedSticker>& applied =
        session_of(app).campaign().player(seat).stickers;
    return std::count_if(applied.begin(), applied.end(),
                         [](const mycity::AppliedSticker& a) { return a.sticker == "clearing"; });
  };
  const std::array<long, 2> before{clearings(0), clearings(1)};
  // Seat order: Ann's three, then Ben's (campaigns/legacy/campaign.json, "placed_by": "each").
  std::vector<int> seats_asked;
  while (const std::optional<mycity::PendingSticker> pending =
             session_of(app).campaign().pending_sticker()) {
    CHECK(pending->at_start);
    CHECK(pending->sticker == "clearing");
    seats_asked.push_back(pending->seat);
    if (seats_asked.size() == 1) app.save_png("campaign-start-stickers.png");
    place_stickers_once(app);
  }
  CHECK(seats_asked == std::vector<int>{0, 0, 0, 1, 1, 1});
  CHECK(clearings(0) == before[0] + 3);
  CHECK(clearings(1) == before[1] + 3);
  // Every sticker placed, none permanent yet: the phase waits for the confirm, and the
  // last sticker can be taken back and placed again.
  app.frames(2);
  CHECK(session_of(app).phase() == mycity::CampaignPhase::StartStickers);
  CHECK(app.app().current_screen() == MyCityScreen::Campaign);
  app.save_png("campaign-stickers-confirm.png");
  REQUIRE(app.click_widget("##stickers", "Take back the last sticker"));
  CHECK(clearings(1) == before[1] + 2);
  REQUIRE(session_of(app).campaign().pending_sticker());
  CHECK(session_of(app).campaign().pending_sticker()->seat == 1);
  const mycity::CampaignSaves folder(saves.path() / "campaigns", content.catalogue,
                                     content.definition);
  CHECK(folder.load("Woods").campaign.phase() == mycity::CampaignPhase::StartStickers);  // unsaved
  place_stickers_once(app);
  confirm_stickers(app);
  CHECK(folder.load("Woods").campaign.commands() == session_of(app).campaign().commands());
  app.frames(2);
  CHECK(session_of(app).phase() == mycity::CampaignPhase::Playing);
  CHECK(app.app().current_screen() == MyCityScreen::CampaignPlay);
}

TEST_CASE("a 4-player campaign continues on screen: chapter 6's envelope, a filter each, a round",
          "[app][campaign]") {
  TempDir saves;
  Content content;
  save_autoplayed(content, saves.path(), "Four",
                  [](const mycity::Campaign& c) { return c.episode() == 16; },
                  {{"Ann", "fox", "Oakham"},
                   {"Ben", "owl", "Elmstead"},
                   {"Cy", "bear", "Fenwick"},
                   {"Di", "hare", "Ashby"}});
  AppDriver app({"--size", "1280x800", "--save-dir", saves.path().string()});
  continue_first_save(app);
  REQUIRE(session_of(app).phase() == mycity::CampaignPhase::EnvelopeSealed);
  REQUIRE(app.click_widget("##envelope", "Open the envelope and begin episode 16"));
  app.frames(2);
  // Episode 16's start: one filter sticker each, on a blue building (campaign.json).
  std::vector<int> seats_asked;
  while (const std::optional<mycity::PendingSticker> pending =
             session_of(app).campaign().pending_sticker()) {
    CHECK(pending->sticker == "filter");
    seats_asked.push_back(pending->seat);
    place_stickers_once(app);
  }
  CHECK(seats_asked == std::vector<int>{0, 1, 2, 3});
  confirm_stickers(app);
  app.frames(2);
  REQUIRE(app.app().current_screen() == MyCityScreen::CampaignPlay);
  // A round: each of the four takes the seat and acts.
  const std::size_t before = session_of(app).campaign().commands().size();
  for (int seat = 0; seat < 4; ++seat) {
    REQUIRE(session_of(app).turns()->phase() == Phase::Handoff);
    app.key(SDLK_RETURN);
    if (seat == 0) app.save_png("campaign-four-play.png");
    play_one_action(app, *session_of(app).turns());
  }
  const std::vector<mycity::CampaignCommand>& after = session_of(app).campaign().commands();
  CHECK(after.size() == before + 4);
  const mycity::CampaignSaves folder(saves.path() / "campaigns", content.catalogue,
                                     content.definition);
  CHECK(folder.load("Four").campaign.commands() == after);
}

TEST_CASE("a finished campaign shows its winners (R46), final boards and histories",
          "[app][campaign]") {
  TempDir saves;
  Content content;
  save_autoplayed(content, saves.path(), "Done", [](const mycity::Campaign&) { return false; });
  AppDriver app({"--size", "1280x800", "--save-dir", saves.path().string()});
  continue_first_save(app);
  REQUIRE(app.app().current_screen() == MyCityScreen::Campaign);
  REQUIRE(session_of(app).phase() == mycity::CampaignPhase::Finished);
  app.save_png("campaign-finished.png");
  REQUIRE_FALSE(session_of(app).campaign().winners().empty());
}

}  // namespace app::test
