// The legacy campaign as data (campaigns/legacy/campaign.json, docs/campaign.md):
// chapters, episodes, their decks, terms, start stickers and rewards. Each episode
// carries a ready-made Ruleset that mycity::Game plays.
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "mycity/content.hpp"

namespace mycity {

// What one place of an episode's overview table receives (R42-R44).
struct PlaceReward {
  int progress = 0;
  std::vector<std::string> stickers;  // board or building sticker ids, in table order
};

enum class Place { First, Second, Others };

struct EpisodeRewards {
  PlaceReward first;
  PlaceReward second;
  PlaceReward others;
  const PlaceReward& of(Place place) const;
};

// A sticker applied before the episode's first card (R52 "start").
struct StartSticker {
  std::string sticker;
  int count = 1;
  // true: laid by the rules on its own cells (gold on the printed marks, the railway);
  // false: every player places `count` of them in turn.
  bool fixed = false;
};

struct EpisodeDef {
  int number = 0;  // 1-based over the whole campaign
  int chapter = 0;
  std::vector<std::string> deck_groups;  // card group names, as in the file
  Ruleset ruleset;                       // board, expanded deck, terms, cap
  std::vector<StartSticker> start;
  EpisodeRewards rewards;
};

struct ChapterDef {
  int number = 0;
  std::string title;
  std::string story;
  std::vector<std::string> rules;       // the rule sheet, one line each
  std::vector<std::string> introduces;  // element ids: card groups, stickers, terms
  int first_episode = 0;
  int last_episode = 0;
};

struct CampaignDef {
  std::string id;
  std::string name;
  std::string board;
  int min_players = 2;
  int max_players = 4;
  int cap = 50;
  std::map<std::string, std::vector<std::string>, std::less<>> card_groups;
  std::vector<ChapterDef> chapters;
  std::vector<EpisodeDef> episodes;  // episodes[n - 1] is episode n

  int episode_count() const { return static_cast<int>(episodes.size()); }
  const EpisodeDef& episode(int number) const;  // throws Error when out of range
  const ChapterDef& chapter_of(int episode) const;
};

// The shipped campaign file under a content folder (campaigns/legacy/campaign.json).
std::filesystem::path default_campaign_file(const std::filesystem::path& data_dir);

// Loads and validates a campaign file against the catalogue (pieces, boards, terms).
// Throws ContentError naming the file, the JSON path and the problem.
CampaignDef load_campaign(const std::filesystem::path& file, const Catalogue& catalogue);
CampaignDef parse_campaign(const nlohmann::json& doc, const Catalogue& catalogue,
                           const std::string& source);

}  // namespace mycity
