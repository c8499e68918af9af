#include "mycity/campaign_autoplay.hpp"

#include "base/error.hpp"

namespace mycity {

void place_sticker_by(Campaign& campaign, Bot& bot, base::Rng& rng) {
  const auto& pending = campaign.pending_sticker();
  if (!pending) throw base::Error("campaign: no sticker to place");
  std::optional<Violation> violation;
  if (is_building_sticker(pending->sticker)) {
    violation = campaign.place_sticker_on_piece(bot.choose_sticker_piece(
        campaign.catalogue(), pending->sticker, campaign.legal_pieces(), rng));
  } else {
    const BoardLayout& board = campaign.player(pending->seat).board;
    violation = campaign.place_sticker(
        bot.choose_sticker_cell(board, pending->sticker, campaign.legal_cells(), rng));
  }
  if (violation) {
    throw base::Error("bot \"" + std::string(bot.name()) +
                      "\" chose an illegal sticker target: " + violation->reason);
  }
}

bool step_with_bot(Campaign& campaign, Bot& bot, base::Rng& rng) {
  switch (campaign.phase()) {
    case CampaignPhase::EnvelopeSealed:
      campaign.open_envelope();
      return true;
    case CampaignPhase::StartStickers:
    case CampaignPhase::RewardStickers:
      place_sticker_by(campaign, bot, rng);
      return true;
    case CampaignPhase::Playing:
      if (auto violation = campaign.play(bot.choose(campaign.game(), rng))) {
        throw base::Error("bot \"" + std::string(bot.name()) +
                          "\" chose an illegal action: " + violation->reason);
      }
      return true;
    case CampaignPhase::BetweenEpisodes:
      campaign.next_episode();
      return true;
    case CampaignPhase::Finished:
      break;
  }
  return false;
}

void play_campaign(Campaign& campaign, Bot& bot, base::Rng& rng) {
  while (step_with_bot(campaign, bot, rng)) {
  }
}

}  // namespace mycity
