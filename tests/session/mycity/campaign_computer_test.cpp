// A campaign city played by the computer: it keeps its seat kind through the save, places
// its own stickers (R51-R53), plays its turns like an Eternity computer seat, and R54 hands
// a city between a person and the computer.
#include <catch2/catch.hpp>

#include <chrono>

#include "base/error.hpp"
#include "base/random.hpp"
#include "mycity/bots.hpp"
#include "mycity/campaign_save.hpp"
#include "mycity/campaign_test_support.hpp"
#include "mycity/session/campaign_session.hpp"
#include "mycity/session/computer_seats.hpp"
#include "mycity/stickers.hpp"

using namespace mycity;
using session::CampaignSession;
using session::TurnController;
using namespace std::chrono_literals;

namespace {

std::vector<session::SeatInfo> seats_of(const Campaign& campaign) {
  std::vector<session::SeatInfo> seats;
  for (const CampaignPlayer& p : campaign.players())
    seats.push_back({p.name, 0, p.city, session::parse_strength(p.computer)});
  return seats;
}

}  // namespace

TEST_CASE("R50-R54: a computer city plays, places its stickers and is saved as the computer",
          "[session][campaign][computer][R51][R54]") {
  std::vector<CampaignPlayerSetup> players = test::players(2);
  players[1].computer = "medium";
  CampaignSession session(Campaign(test::catalogue(), test::legacy_campaign(), players, 7),
                          nullptr);
  session.open_envelope();
  session::ComputerSeats computers;
  auto person = make_bot("greedy");
  base::Rng rng(7);
  // Episode 1: the person plays seat 0 through the controller, the computer seat 1.
  while (session.phase() == CampaignPhase::Playing) {
    TurnController& turns = *session.turns();
    if (computers.advance(turns, seats_of(session.campaign()), 5s)) continue;
    if (turns.phase() == TurnController::Phase::Reveal) {
      turns.close_reveal();
      continue;
    }
    REQUIRE(turns.phase() == TurnController::Phase::Acting);
    REQUIRE(turns.seat() == 0);
    REQUIRE(turns.play(person->choose(turns.game(), rng)));
  }
  REQUIRE(session.phase() == CampaignPhase::RewardStickers);
  // The computer's reward stickers go on by themselves; the person's wait for a click.
  session.place_computer_stickers();
  while (const auto pending = session.campaign().pending_sticker()) {
    REQUIRE(pending->seat == 0);
    if (is_building_sticker(pending->sticker))
      REQUIRE_FALSE(session.place_sticker_on_piece(session.campaign().legal_pieces().front()));
    else
      REQUIRE_FALSE(session.place_sticker(session.legal_sticker_cells().front()));
    session.place_computer_stickers();
  }
  session.confirm_stickers();
  const Campaign& campaign = session.campaign();
  CHECK_FALSE(campaign.player(1).stickers.empty());

  // Saved and loaded: the city is still the computer's; R54 hands it to a person.
  const LoadedSave loaded =
      parse_campaign_save(campaign_save_text(campaign, "2026-11-26T01:00:00Z"), test::catalogue(),
                          test::legacy_campaign(), "save");
  CHECK(loaded.campaign.player(1).computer == "medium");
  CHECK(loaded.campaign.player(0).computer.empty());
  CampaignSession next(loaded.campaign, nullptr);
  REQUIRE(next.phase() == CampaignPhase::BetweenEpisodes);
  next.replace_player(0, "Computer (hard)", "fox", "hard");
  next.replace_player(1, "Eve", "owl");
  const LoadedSave again =
      parse_campaign_save(campaign_save_text(next.campaign(), "2026-11-26T01:00:00Z"),
                          test::catalogue(), test::legacy_campaign(), "save");
  CHECK(again.campaign.player(0).computer == "hard");
  CHECK(again.campaign.player(1).computer.empty());
  CHECK(again.campaign.player(1).name == "Eve");
}

TEST_CASE("a computer's strength in a campaign save must be one the app knows",
          "[session][campaign][computer]") {
  std::vector<CampaignPlayerSetup> players = test::players(2);
  players[1].computer = "hard";
  const Campaign campaign(test::catalogue(), test::legacy_campaign(), players, 3);
  std::string text = campaign_save_text(campaign, "2026-11-26T01:00:00Z");
  const auto at = text.find("\"hard\"");
  REQUIRE(at != std::string::npos);
  text.replace(at, 6, "\"wise\"");
  CHECK_THROWS_WITH(parse_campaign_save(text, test::catalogue(), test::legacy_campaign(), "save"),
                    Catch::Contains("/players/1/computer") && Catch::Contains("wise"));
}
