// The table of one simulated game: an Eternity game (or any mode of the catalogue), or a
// legacy episode reached by playing its campaign's earlier episodes with greedy players.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "mycity/campaign.hpp"
#include "mycity/game.hpp"

namespace cli {

class SimulateTable {
 public:
  // A mode of the catalogue: the deck shuffled from `seed`, every player on the board chosen.
  SimulateTable(const mycity::Catalogue& catalogue, const mycity::Ruleset& rules,
                const std::vector<std::string>& names, std::uint64_t seed,
                const mycity::HouseRules& house_rules, const mycity::BoardChoice& board);
  // Legacy episode `episode` of a campaign started from `seed`: the cities as greedy
  // players left them after the earlier episodes and this one's start stickers (R52).
  SimulateTable(const mycity::Catalogue& catalogue, const mycity::CampaignDef& campaign,
                int episode, const std::vector<std::string>& names, std::uint64_t seed,
                const mycity::HouseRules& house_rules);

  const mycity::Game& game() const { return campaign_ ? campaign_->game() : *game_; }
  std::optional<mycity::Violation> apply(const mycity::Action& action);
  // The finished game's record (a legacy episode's carries its boards).
  mycity::Record record() const;

 private:
  std::optional<mycity::Game> game_;
  std::unique_ptr<mycity::Campaign> campaign_;
};

// The legacy episode a mode names ("legacy-22": episode 22 of campaign "legacy"), or 0.
int legacy_episode_of(const mycity::CampaignDef& campaign, const std::string& mode);

}  // namespace cli
