// The shipped campaign is not degenerate (docs/balance.md): a few seeded four-player
// campaigns of the greedy bot, the player count where scores run highest. The thresholds
// are far from both the tuned figures and the untuned ones (cap reached in about 70% of
// the city-episodes of episodes 13-24), so the test checks the tuning, not the noise.
#include <catch2/catch.hpp>

#include <map>
#include <set>

#include "campaign_test_support.hpp"
#include "mycity/campaign_autoplay.hpp"

using namespace mycity;

namespace {

struct Sample {
  int late_city_episodes = 0;  // episodes 13-24
  int late_capped = 0;
  std::map<std::string, int> scored;  // end term -> city-episodes where it moved the track
  std::set<std::string> listed;       // every end term of every episode
  int well_city_episodes = 0;         // episodes 10-24, where wells score (R35)
  int wells_scored = 0;
  int stickers_applied = 0;
  int stickers_forfeited = 0;
};

void add_campaign(const Campaign& campaign, Sample& sample) {
  for (const EpisodeLog& log : campaign.episode_logs()) {
    for (const TermSpec& t : campaign.definition().episode(log.episode).ruleset.end_terms) {
      sample.listed.insert(t.id);
    }
    for (const PlayerResult& r : log.result.players) {
      if (log.episode >= 13) {
        ++sample.late_city_episodes;
        sample.late_capped += r.capped ? 1 : 0;
      }
      for (const TermPoints& t : r.breakdown) sample.scored[t.term] += t.points != 0 ? 1 : 0;
      if (log.episode >= 10) {
        ++sample.well_city_episodes;
        for (const TermPoints& t : r.breakdown)
          sample.wells_scored += t.term == "wells" && t.points > 0;
      }
    }
  }
  for (int seat = 0; seat < campaign.player_count(); ++seat) {
    sample.stickers_applied += static_cast<int>(campaign.player(seat).stickers.size());
    for (const EpisodeHistory& h : campaign.player(seat).history) {
      sample.stickers_forfeited += static_cast<int>(h.forfeited.size());
    }
  }
}

const Sample& four_player_sample() {
  static const Sample sample = [] {
    Sample s;
    auto bot = make_bot("greedy");
    for (std::uint64_t seed : {101, 102, 103}) {
      Campaign campaign(test::catalogue(), test::legacy_campaign(), test::players(4), seed);
      base::Rng rng(base::derive_seed(seed, 1));
      play_campaign(campaign, *bot, rng);
      add_campaign(campaign, s);
    }
    return s;
  }();
  return sample;
}

}  // namespace

TEST_CASE("R22 balance: the cap of 50 stays rare in the late chapters", "[campaign][balance]") {
  const Sample& s = four_player_sample();
  REQUIRE(s.late_city_episodes == 3 * 4 * 12);
  // The limit is 5% per episode over hundreds of campaigns; over 144 city-episodes
  // 10% leaves room for chance and still fails the untuned data by far.
  CHECK(s.late_capped * 10 < s.late_city_episodes);
}

TEST_CASE("R21 balance: every end term of the campaign moves some track", "[campaign][balance]") {
  const Sample& s = four_player_sample();
  for (const std::string& term : s.listed) {
    INFO("end term " << term);
    const auto it = s.scored.find(term);
    CHECK((it != s.scored.end() && it->second > 0));
  }
}

TEST_CASE("R51 balance: stickers are mostly placed, not forfeited", "[campaign][balance]") {
  const Sample& s = four_player_sample();
  CHECK(s.stickers_applied > 0);
  CHECK(s.stickers_forfeited * 10 < s.stickers_applied);
}

TEST_CASE("R35 balance: the greedy bot builds towards its wells", "[campaign][balance]") {
  // Every city has 2 wells from episode 10 and wins more. A bot blind to wells until the
  // fourth side closed one scored them in about one city-episode in ten
  // (docs/balance.md, step 5); building towards them, in about two in three.
  const Sample& s = four_player_sample();
  REQUIRE(s.well_city_episodes == 3 * 4 * 15);
  INFO("city-episodes with a scoring well: " << s.wells_scored);
  CHECK(s.wells_scored * 4 > s.well_city_episodes);
}
