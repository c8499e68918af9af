// What mycity-balance collects from finished campaigns: per episode the scores, passes,
// drop-outs, cap hits (R22), forfeited stickers (R51) and every term's points; per
// sticker kind how often it was applied or forfeited; the progress at the end (R46).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "mycity/campaign.hpp"

namespace mycity::balance {

struct Tally {
  long long n = 0;
  double sum = 0;
  int min = 0;
  int max = 0;
  void add(int v);
  double mean() const { return n == 0 ? 0.0 : sum / static_cast<double>(n); }
};

struct EpisodeStats {
  Tally score;     // the final track (R22 cap, R23 deficit)
  Tally uncapped;  // 10 + every term at its own value: how far past the cap a city got
  Tally passes, drops, rounds_missed, forfeits;
  int capped = 0;
  int city_episodes = 0;
  std::vector<std::string> term_order;  // first-seen order: the scoring order (R21)
  std::map<std::string, Tally> terms;
  double cap_share() const;  // percent of city-episodes that reached the cap
};

struct StickerStats {
  int applied = 0;
  int forfeited = 0;
};

struct Report {
  std::vector<EpisodeStats> episodes;
  std::map<std::string, StickerStats> stickers;  // placed by players (not gold, railway)
  Tally final_progress, winner_progress;
};

// Adds one finished campaign to the report.
void add_campaign(const Campaign& campaign, Report& report);

// A term flag for the report: "never scored", "always N" or empty. The base pass term
// is not a mechanic to balance and is never flagged.
std::string term_flag(const std::string& term, const Tally& points);

}  // namespace mycity::balance
