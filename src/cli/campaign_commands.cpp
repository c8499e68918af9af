// mycity-cli's campaign subcommands: check-save and campaign simulate (formats.md).
#include <ctime>
#include <filesystem>
#include <iostream>

#include <nlohmann/json.hpp>

#include "base/clock_time.hpp"
#include "base/error.hpp"
#include "base/utf8_path.hpp"
#include "commands.hpp"
#include "mycity/bots.hpp"
#include "mycity/campaign_autoplay.hpp"
#include "mycity/campaign_save.hpp"

namespace cli {

namespace {

// The save time: the engine has no clock, the tool passes it in (UTC, ISO 8601).
std::string now_utc() {
  return base::utc_iso8601(std::chrono::system_clock::now());
}

std::vector<mycity::CampaignPlayerSetup> computer_players(int count) {
  static const char* const kAnimals[] = {"fox", "owl", "bear", "hare"};
  std::vector<mycity::CampaignPlayerSetup> players;
  for (int i = 0; i < count; ++i) {
    const std::string n = std::to_string(i + 1);
    players.push_back({"Bot " + n, kAnimals[i % 4], "City " + n});
  }
  return players;
}

nlohmann::json cities_json(const mycity::Campaign& campaign) {
  nlohmann::json cities = nlohmann::json::array();
  for (int seat = 0; seat < campaign.player_count(); ++seat) {
    const mycity::CampaignPlayer& p = campaign.player(seat);
    int forfeited = 0;
    for (const mycity::EpisodeHistory& h : p.history)
      forfeited += static_cast<int>(h.forfeited.size());
    cities.push_back({{"city", p.city},
                      {"player", p.name},
                      {"progress", p.progress},
                      {"first_places", campaign.first_places(seat)},
                      {"stickers", p.stickers.size()},
                      {"forfeited", forfeited}});
  }
  return cities;
}

}  // namespace

int run_check_save(const mycity::Catalogue& catalogue, const mycity::CampaignDef& campaign,
                   const std::string& file) {
  const mycity::LoadedSave loaded = read_campaign_save(base::utf8_path(file), catalogue, campaign);
  const nlohmann::json out = {
      {"file", base::printable(file)},
      {"format_version", loaded.format_version},
      {"saved_at", loaded.saved_at ? nlohmann::json(*loaded.saved_at) : nlohmann::json(nullptr)},
      {"campaign", campaign.id},
      {"seed", loaded.campaign.seed()},
      {"commands", loaded.campaign.commands().size()},
      {"episodes_finished",
       loaded.campaign.episode_logs().size() -
           (loaded.campaign.phase() == mycity::CampaignPhase::Playing ? 1 : 0)},
      {"summary", campaign_summary_json(loaded.campaign)},
  };
  std::cout << out.dump(2) << '\n';
  return 0;
}

int run_campaign_simulate(const mycity::Catalogue& catalogue, const mycity::CampaignDef& definition,
                          const CampaignSimulateOptions& options) {
  if (!options.save.empty() && std::filesystem::exists(base::utf8_path(options.save)))
    throw base::Error(options.save + ": already exists; not overwritten");
  auto bot = mycity::make_bot(options.bot);
  mycity::Campaign campaign(catalogue, definition, computer_players(options.players), options.seed);
  // Sticker targets are drawn from their own stream, apart from the decks' seeds.
  base::Rng rng(base::derive_seed(options.seed, 1));
  if (options.stop_at) {
    if (*options.stop_at > definition.episode_count())
      throw base::Error("--stop-at: the campaign has " +
                        std::to_string(definition.episode_count()) + " episodes, not " +
                        std::to_string(*options.stop_at));
    while (campaign.episode() < *options.stop_at && step_with_bot(campaign, *bot, rng)) {
    }
  } else {
    play_campaign(campaign, *bot, rng);
  }
  if (!options.save.empty())
    write_campaign_save(base::utf8_path(options.save), campaign, now_utc());
  std::vector<std::string> winners;
  if (campaign.phase() == mycity::CampaignPhase::Finished) {
    for (int seat : campaign.winners()) winners.push_back(campaign.player(seat).city);
  }
  const nlohmann::json out = {
      {"campaign", definition.id},
      {"players", options.players},
      {"seed", options.seed},
      {"bot", options.bot},
      {"episodes", campaign.episode_logs().size()},
      {"commands", campaign.commands().size()},
      {"cities", cities_json(campaign)},
      {"winners", winners},
      {"phase", phase_name(campaign.phase())},
      {"save", options.save.empty() ? nlohmann::json(nullptr)
                                    : nlohmann::json(base::printable(options.save))}};
  std::cout << out.dump(2) << '\n';
  return 0;
}

}  // namespace cli
