// Whole 24-episode campaigns for 2, 3 and 4 players driven by the greedy bot, with the
// campaign's invariants checked after every step.
#include <catch2/catch.hpp>

#include "campaign_test_support.hpp"
#include "mycity/campaign_autoplay.hpp"

using namespace mycity;

namespace {

// What a city looked like before the step, to compare with after it.
struct Snapshot {
  int progress = 0;
  std::size_t stickers = 0;
  BoardLayout board;
};

// Checks that a layout is one the sticker rules can produce from the printed board.
void check_board(const BoardLayout& board, const BoardLayout& printed) {
  // Terrain: clearings only turn forest into meadow; mountains never change.
  CHECK(board.mountain == printed.mountain);
  CHECK((board.meadow | board.forest) == (printed.meadow | printed.forest));
  CHECK_FALSE(board.meadow.intersects(board.forest));
  CHECK(printed.meadow.contains(board.meadow & printed.meadow));
  // New meadow (cleared forest) carries a spot.
  CHECK(board.spots.contains(board.meadow & printed.forest));
  // Board stickers sit on spots (R51), gold on the printed marks; printed features stay.
  CHECK(board.spots.contains(board.single_trees | board.single_rocks | board.wells));
  CHECK(board.gold == (board.gold & printed.gold_marks));
  CHECK(board.double_trees == printed.double_trees);
  CHECK(board.double_rocks == printed.double_rocks);
  // At most one feature per cell.
  const Bitboard f[] = {board.double_trees, board.double_rocks, board.single_trees,
                        board.single_rocks, board.wells,        board.gold};
  int total = 0;
  for (const Bitboard& b : f) total += b.count();
  CHECK(total == board.features().count());
  CHECK(board.meadow.contains(board.features()));
}

void check_piece_stickers(const std::vector<PieceSticker>& stickers) {
  const Catalogue& cat = test::catalogue();
  for (std::size_t i = 0; i < stickers.size(); ++i) {
    const Colour colour = cat.piece(stickers[i].piece).colour;
    if (stickers[i].sticker == "filter") {
      CHECK(colour == Colour::Blue);
    } else {
      CHECK(stickers[i].sticker == "star");
      CHECK((colour == Colour::Yellow || colour == Colour::Red || colour == Colour::Blue));
    }
    for (std::size_t j = 0; j < i; ++j) CHECK(stickers[j].piece != stickers[i].piece);  // R53
  }
}

void run_campaign(int players, std::uint64_t seed) {
  const CampaignDef& def = test::legacy_campaign();
  const BoardLayout& printed = test::catalogue().find_board("legacy")->layout;
  Campaign campaign(test::catalogue(), def, test::players(players), seed);
  auto bot = make_bot("greedy");
  base::Rng rng(seed + 1);
  std::vector<Snapshot> before(static_cast<std::size_t>(players));
  int last_episode = 1;
  int steps = 0;
  for (;;) {
    for (int s = 0; s < players; ++s) {
      const CampaignPlayer& p = campaign.player(s);
      before[static_cast<std::size_t>(s)] = {p.progress, p.stickers.size(), p.board};
    }
    // The sticker about to be placed and where it may go.
    const std::optional<PendingSticker> pending = campaign.pending_sticker();
    const Bitboard legal_cells = campaign.legal_cells();
    const std::vector<int> legal_pieces = campaign.legal_pieces();
    if (pending) CHECK((legal_cells.any() || !legal_pieces.empty()));  // else forfeited

    if (!step_with_bot(campaign, *bot, rng)) break;
    ++steps;

    // Episode numbers: 1..24, never back, at most one ahead.
    const int episode = campaign.episode();
    REQUIRE(episode >= last_episode);
    REQUIRE(episode <= last_episode + 1);
    REQUIRE(episode <= 24);
    last_episode = episode;
    const bool begun = campaign.phase() != CampaignPhase::EnvelopeSealed;
    for (int s = 0; s < players; ++s) {
      const CampaignPlayer& p = campaign.player(s);
      const Snapshot& b = before[static_cast<std::size_t>(s)];
      // Progress within bounds and never decreasing.
      REQUIRE(p.progress >= b.progress);
      REQUIRE(p.progress <= campaign.progress_capacity());
      // One history entry per begun episode.
      REQUIRE(p.history.size() == static_cast<std::size_t>(begun ? episode : episode - 1));
      for (std::size_t e = 0; e < p.history.size(); ++e) {
        REQUIRE(p.history[e].episode == static_cast<int>(e + 1));
      }
      // A placed sticker went where it was legal, on its owner's board only.
      if (p.stickers.size() != b.stickers) {
        const AppliedSticker& applied = p.stickers.back();
        CHECK(applied.episode == episode);
        if (pending && pending->seat == s && !is_fixed_sticker(applied.sticker)) {
          REQUIRE(p.stickers.size() == b.stickers + 1);
          CHECK(applied.sticker == pending->sticker);
          if (applied.cell) {
            CHECK(legal_cells.test(*applied.cell));
            CHECK(legal_sticker_cells(b.board, applied.sticker).test(*applied.cell));
          } else {
            CHECK(std::find(legal_pieces.begin(), legal_pieces.end(), applied.piece) !=
                  legal_pieces.end());
          }
        } else {
          CHECK(is_fixed_sticker(applied.sticker));
        }
      }
    }
    // While an episode is played, each game city is the campaign's board.
    if (campaign.phase() == CampaignPhase::Playing) {
      const Game& game = campaign.game();
      REQUIRE(game.ruleset().id == def.episode(episode).ruleset.id);
      for (int s = 0; s < players; ++s) {
        CHECK(game.player(s).city.layout().meadow == campaign.player(s).board.meadow);
        CHECK(game.player(s).city.piece_stickers() == campaign.player(s).piece_stickers);
      }
    }
  }
  REQUIRE(campaign.phase() == CampaignPhase::Finished);
  CHECK(campaign.episode() == 24);
  CHECK(campaign.envelopes_opened() == 8);
  REQUIRE(campaign.episode_logs().size() == 24);
  CHECK(steps > 24 * players);
  for (int s = 0; s < players; ++s) {
    const CampaignPlayer& p = campaign.player(s);
    check_board(p.board, printed);
    check_piece_stickers(p.piece_stickers);
    REQUIRE(p.history.size() == 24);
    int progress = 0;
    for (const EpisodeHistory& h : p.history) {
      progress += h.progress;
      const EpisodeDef& e = def.episode(h.episode);
      const PlaceReward& reward = e.rewards.of(h.place);
      CHECK(h.place == reward_place(h.rank, players));
      CHECK(h.progress == reward.progress + (h.capped ? 1 : 0));
      CHECK(h.stickers_gained.size() + h.forfeited.size() >=
            reward.stickers.size());  // plus forfeited start stickers
      CHECK(h.rank >= 1);
      CHECK(h.rank <= players);
    }
    CHECK(p.progress == progress);
    // Gold since episode 10, the railway since 19, at least one filter from 16.
    CHECK(p.board.gold.count() == 2);
    CHECK(p.board.path("railway") != nullptr);
  }
  const std::vector<int> winners = campaign.winners();
  REQUIRE_FALSE(winners.empty());
  for (int w : winners) {
    for (int s = 0; s < players; ++s)
      CHECK(campaign.player(w).progress >= campaign.player(s).progress);
  }
}

}  // namespace

TEST_CASE("Campaign: 24 episodes for two players with the greedy bot", "[campaign][full]") {
  run_campaign(2, 11);
}

TEST_CASE("Campaign: 24 episodes for three players with the greedy bot", "[campaign][full]") {
  run_campaign(3, 12);
}

TEST_CASE("Campaign: 24 episodes for four players with the greedy bot", "[campaign][full]") {
  run_campaign(4, 13);
}
