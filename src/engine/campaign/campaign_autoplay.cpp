#include "mycity/campaign_autoplay.hpp"

#include "mycity/error.hpp"

namespace mycity {

void place_sticker_at_random(Campaign& campaign, Rng& rng) {
  if (!campaign.pending_sticker()) throw Error("campaign: no sticker to place");
  std::optional<Violation> violation;
  if (is_building_sticker(campaign.pending_sticker()->sticker)) {
    const std::vector<int> pieces = campaign.legal_pieces();
    violation = campaign.place_sticker_on_piece(
        pieces.at(static_cast<std::size_t>(rng.below(pieces.size()))));
  } else {
    std::vector<Cell> cells;
    campaign.legal_cells().for_each([&](Cell c) { cells.push_back(c); });
    violation = campaign.place_sticker(cells.at(static_cast<std::size_t>(rng.below(cells.size()))));
  }
  if (violation) throw Error("campaign: a legal sticker target was refused: " + violation->reason);
}

bool step_with_bot(Campaign& campaign, Bot& bot, Rng& rng) {
  switch (campaign.phase()) {
    case CampaignPhase::EnvelopeSealed:
      campaign.open_envelope();
      return true;
    case CampaignPhase::StartStickers:
    case CampaignPhase::RewardStickers:
      place_sticker_at_random(campaign, rng);
      return true;
    case CampaignPhase::Playing:
      if (auto violation = campaign.play(bot.choose(campaign.game(), rng))) {
        throw Error("bot \"" + std::string(bot.name()) +
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

void play_campaign(Campaign& campaign, Bot& bot, Rng& rng) {
  while (step_with_bot(campaign, bot, rng)) {
  }
}

}  // namespace mycity
