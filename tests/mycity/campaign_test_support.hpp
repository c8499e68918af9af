// Helpers for the campaign tests: the shipped campaign, small campaigns cut from it,
// and scripted episodes whose outcome can be worked out by hand.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "mycity/campaign.hpp"
#include "support.hpp"

namespace mycity::test {

inline const CampaignDef& legacy_campaign() {
  static const CampaignDef loaded =
      load_campaign(default_campaign_file(MYCITY_DEFAULT_DATA_DIR), catalogue());
  return loaded;
}

// A campaign of the given shipped episodes, renumbered 1..n, all in one chapter (the
// first one's), so a test can start at any point of the story.
inline CampaignDef cut_campaign(const std::vector<int>& numbers) {
  const CampaignDef& full = legacy_campaign();
  CampaignDef def = full;
  def.episodes.clear();
  def.chapters = {full.chapter_of(numbers.front())};
  def.chapters[0].number = 1;
  def.chapters[0].first_episode = 1;
  for (int n : numbers) {
    EpisodeDef e = full.episode(n);
    e.number = static_cast<int>(def.episodes.size()) + 1;
    e.chapter = 1;
    def.episodes.push_back(e);
  }
  def.chapters[0].last_episode = def.episode_count();
  return def;
}

inline std::vector<CampaignPlayerSetup> players(int n) {
  const std::vector<CampaignPlayerSetup> all{{"Ann", "fox", "Foxton"},
                                             {"Ben", "owl", "Owlbury"},
                                             {"Cat", "bear", "Bearwick"},
                                             {"Dan", "hare", "Harefield"}};
  return {all.begin(), all.begin() + n};
}

// The Hut (Y-D2) lying flat with its left cell on (x, y).
inline Placement hut_at(int x, int y) {
  return Placement{piece("Y-D2"), 0, false, x, y};
}

// Two spots on the legacy board where a first Hut touches the river (content.md):
// (5,0)-(6,0), the river's edge x = 7 on the right of (6,0); and (6,9)-(7,9), the
// edge x = 8 on the right of (7,9).
inline Placement hut_top() {
  return hut_at(5, 0);
}
inline Placement hut_bottom() {
  return hut_at(6, 9);
}

// Plays the episode: in the first round each seat in `builds` builds its placement,
// every other seat (and everyone afterwards) drops out.
inline void play_scripted(Campaign& campaign, const std::map<int, Placement>& builds) {
  while (campaign.phase() == CampaignPhase::Playing) {
    const Game& game = campaign.game();
    const auto it = builds.find(game.to_act());
    const Action action =
        game.round() == 1 && it != builds.end() ? Action::build(it->second) : Action::drop();
    const auto violation = campaign.play(action);
    if (violation) FAIL(violation->rule + ": " + violation->reason);
  }
}

// Every ordinary reward sticker placed on the first legal target in board order.
inline void place_all_first_legal(Campaign& campaign) {
  while (campaign.pending_sticker()) {
    if (is_building_sticker(campaign.pending_sticker()->sticker)) {
      REQUIRE_FALSE(campaign.place_sticker_on_piece(campaign.legal_pieces().front()));
    } else {
      Cell first{-1, -1};
      campaign.legal_cells().for_each([&](Cell c) {
        if (first.x < 0) first = c;
      });
      REQUIRE_FALSE(campaign.place_sticker(first));
    }
  }
}

}  // namespace mycity::test
