#include "simulate_table.hpp"

#include "base/error.hpp"
#include "mycity/bots.hpp"
#include "mycity/campaign_autoplay.hpp"
#include "mycity/campaign_save.hpp"
#include "mycity/record.hpp"

namespace cli {

SimulateTable::SimulateTable(const mycity::Catalogue& catalogue, const mycity::Ruleset& rules,
                             const std::vector<std::string>& names, std::uint64_t seed,
                             const mycity::HouseRules& house_rules,
                             const mycity::BoardChoice& board)
    : game_(mycity::Game::on_board(catalogue, rules, names, base::shuffled_deck(rules.deck, seed),
                                   house_rules, board)) {}

SimulateTable::SimulateTable(const mycity::Catalogue& catalogue,
                             const mycity::CampaignDef& campaign, int episode,
                             const std::vector<std::string>& names, std::uint64_t seed,
                             const mycity::HouseRules& house_rules) {
  static const char* const kAnimals[] = {"fox", "owl", "bear", "hare"};
  std::vector<mycity::CampaignPlayerSetup> players;
  for (std::size_t i = 0; i < names.size(); ++i) {
    players.push_back({names[i], kAnimals[i % 4], "City " + std::to_string(i + 1)});
  }
  campaign_ = std::make_unique<mycity::Campaign>(catalogue, campaign, std::move(players), seed,
                                                 house_rules);
  const auto greedy = mycity::make_bot("greedy");
  base::Rng rng(base::derive_seed(seed, 1));
  while (campaign_->episode() < episode || campaign_->phase() != mycity::CampaignPhase::Playing) {
    if (!step_with_bot(*campaign_, *greedy, rng)) {
      throw base::Error("campaign \"" + campaign.id + "\" ended before episode " +
                        std::to_string(episode) + " was played");
    }
  }
}

std::optional<mycity::Violation> SimulateTable::apply(const mycity::Action& action) {
  return campaign_ ? campaign_->play(action) : game_->apply(action);
}

mycity::Record SimulateTable::record() const {
  return campaign_ ? episode_record(*campaign_, campaign_->episode_logs().back())
                   : record_of(*game_);
}

int legacy_episode_of(const mycity::CampaignDef& campaign, const std::string& mode) {
  for (const mycity::EpisodeDef& episode : campaign.episodes) {
    if (episode.ruleset.id == mode) return episode.number;
  }
  return 0;
}

}  // namespace cli
