// The desktop game's campaign session: the legacy campaign driven the way the screens drive
// it (hand-off, ghost, place, confirm; stickers on highlighted cells), checked against the
// same campaign driven directly through the engine.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "base/error.hpp"
#include "mycity/campaign_autoplay.hpp"
#include "mycity/campaign_test_support.hpp"
#include "mycity/record.hpp"
#include "mycity/session/campaign_session.hpp"

using namespace mycity;
using session::CampaignSession;
using session::TurnController;

namespace {

// Plays one action through the controller and commits it to the campaign.
void play_through_controller(CampaignSession& session, const Action& action) {
  TurnController& turns = *session.turns();
  turns.close_reveal();  // the last round's reveal (R10), if a round ended
  REQUIRE(turns.phase() == TurnController::Phase::Handoff);
  turns.take_seat();
  switch (action.kind) {
    case ActionKind::Build:
      turns.aim(action.placement);  // turned and moved as a player would
      REQUIRE(turns.ghost().legal());
      REQUIRE(turns.place());
      REQUIRE(turns.confirm());
      break;
    case ActionKind::Pass:
      REQUIRE(turns.pass());
      REQUIRE(turns.confirm());
      break;
    case ActionKind::Drop:
      REQUIRE(turns.drop());
      break;
  }
}

// Repeats one command of a reference campaign through the session's screen-level API.
void repeat(CampaignSession& session, const CampaignCommand& command) {
  using Kind = CampaignCommand::Kind;
  switch (command.kind) {
    case Kind::OpenEnvelope:
      session.open_envelope();
      break;
    case Kind::PlaceSticker: {
      const std::vector<Cell> highlighted = session.legal_sticker_cells();
      REQUIRE(std::find(highlighted.begin(), highlighted.end(), command.cell) != highlighted.end());
      REQUIRE_FALSE(session.place_sticker(command.cell));
      break;
    }
    case Kind::PlaceStickerOnPiece:
      REQUIRE_FALSE(session.place_sticker_on_piece(command.piece));
      break;
    case Kind::Play:
      play_through_controller(session, command.action);
      session.save_if_changed();  // as the app does once the frame showing it is drawn
      break;
    case Kind::NextEpisode:
      session.next_episode();
      break;
    case Kind::ReplacePlayer:
      session.replace_player(command.seat, command.name, command.animal);
      break;
    case Kind::SetHouseRules:
      session.set_house_rules(command.house_rules);
      break;
  }
}

// The shipped campaign played by the greedy bot until `last_episode` is over.
Campaign reference_campaign(int players, std::uint64_t seed, int last_episode) {
  Campaign campaign(test::catalogue(), test::legacy_campaign(), test::players(players), seed);
  auto bot = make_bot("greedy");
  base::Rng rng(seed);
  while (
      campaign.phase() != CampaignPhase::Finished &&
      !(campaign.episode() == last_episode && campaign.phase() == CampaignPhase::BetweenEpisodes)) {
    step_with_bot(campaign, *bot, rng);
  }
  return campaign;
}

}  // namespace

TEST_CASE("R50-R53: a campaign played through the session's controls equals the engine's run",
          "[session][campaign][R50][R51][R52][R53]") {
  const int players = GENERATE(2, 4);
  const Campaign reference = reference_campaign(players, 31 + players, 4);
  int saves = 0;
  CampaignSession session(
      Campaign(test::catalogue(), test::legacy_campaign(), test::players(players), 31 + players),
      [&](const Campaign&) -> table::Status {
        ++saves;
        return table::Ok{};
      });
  int sticker_phases = 0;
  for (const CampaignCommand& command : reference.commands()) {
    repeat(session, command);
    // The players confirm a sticker phase once its last sticker is placed.
    if (!session.unconfirmed_stickers().empty() && !session.campaign().pending_sticker()) {
      session.confirm_stickers();
      ++sticker_phases;
    }
    if (session.turns()) {
      // The controller's game and the campaign's game never drift apart.
      CHECK(record_to_json(record_of(session.turns()->game()), test::catalogue()) ==
            record_to_json(record_of(session.campaign().game()), test::catalogue()));
    }
  }
  CHECK(session.campaign().commands() == reference.commands());
  const auto stickers = std::count_if(reference.commands().begin(), reference.commands().end(),
                                      [](const CampaignCommand& c) {
                                        return c.kind == CampaignCommand::Kind::PlaceSticker ||
                                               c.kind == CampaignCommand::Kind::PlaceStickerOnPiece;
                                      });
  REQUIRE(sticker_phases > 0);
  // One save per action; a sticker phase's stickers are saved together, once confirmed.
  CHECK(saves == static_cast<int>(reference.commands().size() - stickers) + sticker_phases);
  for (int seat = 0; seat < players; ++seat) {
    CHECK(session.campaign().player(seat).progress == reference.player(seat).progress);
    CHECK(session.campaign().player(seat).history.size() == reference.player(seat).history.size());
  }
  CHECK(session.phase() == CampaignPhase::BetweenEpisodes);
  REQUIRE(session.turns() != nullptr);  // the finished episode stays on screen
  CHECK(session.turns()->phase() == TurnController::Phase::Reveal);  // its last round (R10)
  session.turns()->close_reveal();
  CHECK(session.turns()->phase() == TurnController::Phase::Over);
  session.next_episode();
  // Episode 5 needs no envelope: start stickers first, or its game at once with a
  // controller of its own.
  if (session.phase() == CampaignPhase::StartStickers) {
    CHECK(session.turns() == nullptr);
  } else {
    REQUIRE(session.phase() == CampaignPhase::Playing);
    REQUIRE(session.turns() != nullptr);
    CHECK(session.turns()->phase() == TurnController::Phase::Handoff);
    CHECK(record_of(session.turns()->game()).turns.empty());
  }
}

TEST_CASE("an episode's results wait for the table that played it, not for a continued save",
          "[session][campaign]") {
  const Campaign reference = reference_campaign(2, 7, 1);
  CampaignSession session(Campaign(test::catalogue(), test::legacy_campaign(), test::players(2), 7),
                          nullptr);
  bool ended = false;
  for (const CampaignCommand& command : reference.commands()) {
    if (!ended) CHECK_FALSE(session.results_pending());  // not while the episode is played
    repeat(session, command);
    ended = ended || (command.kind == CampaignCommand::Kind::Play &&
                      session.phase() != CampaignPhase::Playing);
  }
  REQUIRE(ended);
  CHECK(session.results_pending());  // through the reward stickers, until read
  session.results_read();
  CHECK_FALSE(session.results_pending());
  // The same campaign continued from its save: its results were read when it was played.
  CampaignSession continued(session.campaign(), nullptr);
  CHECK_FALSE(continued.results_pending());
  continued.show_results();  // asked for again, between episodes
  CHECK(continued.results_pending());
}

TEST_CASE("a campaign loaded mid-episode continues from the same card", "[session][campaign]") {
  Campaign campaign(test::catalogue(), test::legacy_campaign(), test::players(3), 5);
  auto bot = make_bot("greedy");
  base::Rng rng(5);
  while (campaign.phase() != CampaignPhase::Playing || campaign.commands().size() < 10) {
    step_with_bot(campaign, *bot, rng);
  }
  const Game before = campaign.game();
  CampaignSession session(campaign, nullptr);
  REQUIRE(session.turns() != nullptr);
  CHECK(session.turns()->seat() == before.to_act());
  CHECK(session.turns()->game().current_piece() == before.current_piece());
  CHECK(session.turns()->phase() == TurnController::Phase::Handoff);
}

TEST_CASE("a failed save is reported and play goes on", "[session][campaign]") {
  CampaignSession session(
      Campaign(test::catalogue(), test::legacy_campaign(), test::players(2), 9),
      [](const Campaign&) -> table::Status { return table::Failure{"saves/x.json: disk full"}; });
  CHECK(session.save_error().empty());
  session.open_envelope();
  CHECK(session.save_error() == "saves/x.json: disk full");
  CHECK(session.phase() != CampaignPhase::EnvelopeSealed);
}

TEST_CASE("a committed action is saved once, when the app asks for it", "[session][campaign]") {
  int saves = 0;
  CampaignSession session(Campaign(test::catalogue(), test::legacy_campaign(), test::players(2), 9),
                          [&](const Campaign&) -> table::Status {
                            ++saves;
                            return table::Ok{};
                          });
  session.open_envelope();
  REQUIRE(session.phase() == CampaignPhase::Playing);  // episode 1 has no start stickers
  REQUIRE(saves == 1);
  const std::size_t commands = session.campaign().commands().size();
  auto bot = make_bot("greedy");
  base::Rng rng(9);
  play_through_controller(session, bot->choose(session.turns()->game(), rng));
  CHECK(session.campaign().commands().size() == commands + 1);  // taken at once
  CHECK(saves == 1);                                            // the frame showing it comes first
  session.save_if_changed();
  CHECK(saves == 2);
  session.save_if_changed();
  CHECK(saves == 2);  // nothing new to save
}

TEST_CASE("R54: only between episodes may a new player take over a city", "[session][R54]") {
  CampaignSession session(Campaign(test::catalogue(), test::legacy_campaign(), test::players(2), 9),
                          nullptr);
  session.open_envelope();
  REQUIRE(session.phase() == CampaignPhase::Playing);  // episode 1 has no start stickers
  CHECK_THROWS_AS(session.replace_player(0, "Eve", "fox"), base::Error);
  CHECK(session.campaign().player(0).name == "Ann");
}

TEST_CASE("R51-R53: a sticker placed can be taken back until the phase is confirmed",
          "[session][campaign][R51][R52]") {
  Campaign campaign(test::catalogue(), test::legacy_campaign(), test::players(2), 9);
  auto bot = make_bot("greedy");
  base::Rng rng(9);
  while (campaign.phase() != CampaignPhase::RewardStickers) step_with_bot(campaign, *bot, rng);
  int saves = 0;
  CampaignSession session(campaign, [&](const Campaign&) -> table::Status {
    ++saves;
    return table::Ok{};
  });
  const PendingSticker first = *session.campaign().pending_sticker();
  const std::size_t applied = session.campaign().player(first.seat).stickers.size();
  const std::vector<Cell> cells = session.legal_sticker_cells();
  REQUIRE(cells.size() >= 2);

  REQUIRE_FALSE(session.place_sticker(cells[0]));
  CHECK(session.campaign().player(first.seat).stickers.size() == applied + 1);
  REQUIRE(session.unconfirmed_stickers().size() == 1);
  CHECK(session.unconfirmed_stickers()[0].cell == cells[0]);
  CHECK(saves == 0);  // nothing permanent yet

  session.take_back_sticker();
  CHECK(session.unconfirmed_stickers().empty());
  CHECK(session.campaign().player(first.seat).stickers.size() == applied);
  REQUIRE(session.campaign().pending_sticker());
  CHECK(session.campaign().pending_sticker()->seat == first.seat);
  CHECK(session.campaign().pending_sticker()->sticker == first.sticker);

  REQUIRE_FALSE(session.place_sticker(cells[1]));  // the second thoughts
  while (session.campaign().pending_sticker()) {
    session.confirm_stickers();  // refused while a sticker waits
    CHECK(saves == 0);
    REQUIRE_FALSE(session.place_sticker(session.legal_sticker_cells().front()));
  }
  // Every sticker placed: the phase lasts until the players confirm it.
  CHECK(session.phase() == CampaignPhase::RewardStickers);
  session.confirm_stickers();
  CHECK(saves == 1);
  CHECK(session.unconfirmed_stickers().empty());
  CHECK(session.phase() == CampaignPhase::BetweenEpisodes);
  const std::vector<AppliedSticker>& stickers = session.campaign().player(first.seat).stickers;
  REQUIRE(stickers.size() > applied);
  CHECK(stickers[applied].cell == cells[1]);
  session.take_back_sticker();  // confirmed stickers are permanent
  CHECK(session.campaign().player(first.seat).stickers[applied].cell == cells[1]);
}
