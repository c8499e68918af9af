// Helpers for the campaign save tests: bot-driven campaigns, their saves, and the state of
// a game in play as JSON so two campaigns can be compared field by field.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "base/error.hpp"
#include "campaign_test_support.hpp"
#include "mycity/bots.hpp"
#include "mycity/campaign_autoplay.hpp"
#include "mycity/campaign_save.hpp"

namespace mycity::test {

inline const std::string kSavedAt = "2026-11-22T21:40:00Z";

// Everything a game in play holds that a player can see or that decides what comes next.
inline nlohmann::json game_state(const Game& game) {
  nlohmann::json players = nlohmann::json::array();
  for (int s = 0; s < game.player_count(); ++s) {
    const PlayerState& p = game.player(s);
    nlohmann::json buildings = nlohmann::json::array();
    for (const PlacedBuilding& b : p.city.buildings()) {
      buildings.push_back(
          {b.piece, b.placement.rot, b.placement.flip, b.placement.x, b.placement.y});
    }
    players.push_back({{"name", p.name},
                       {"track", p.track.value()},
                       {"capped", p.track.capped()},
                       {"dropped", p.dropped},
                       {"buildings", buildings}});
  }
  return {{"deck", game.deck()},     {"revealed", game.cards_revealed()},
          {"to_act", game.to_act()}, {"piece", game.current_piece()},
          {"round", game.round()},   {"blocked", game.blocked()},
          {"over", game.over()},     {"players", players}};
}

inline std::string save_text(const Campaign& campaign) {
  return campaign_save_text(campaign, kSavedAt);
}

inline LoadedSave load_text(const std::string& text, const CampaignDef& definition) {
  return parse_campaign_save(text, catalogue(), definition, "test-save.json");
}

// A campaign played by the greedy bot for `steps` actions (or to the end when negative).
struct BotCampaign {
  Campaign campaign;
  std::unique_ptr<Bot> bot = make_bot("greedy");
  base::Rng rng;

  BotCampaign(const CampaignDef& definition, int players, std::uint64_t seed,
              HouseRules house_rules = {})
      : campaign(catalogue(), definition, test::players(players), seed, house_rules),
        rng(seed + 1) {}
  bool step() { return step_with_bot(campaign, *bot, rng); }
  void run(int steps) {
    for (int i = 0; steps < 0 || i < steps; ++i) {
      if (!step()) return;
    }
  }
};

inline Campaign finished_bot_campaign(int players, std::uint64_t seed) {
  BotCampaign run(legacy_campaign(), players, seed);
  run.run(-1);
  return run.campaign;
}

// The record of a finished `episode` of `campaign`, as formats.md writes it.
inline nlohmann::json episode_record_json(const Campaign& campaign, int episode) {
  const EpisodeLog& log = campaign.episode_logs().at(static_cast<std::size_t>(episode - 1));
  return record_to_json(episode_record(campaign, log), catalogue());
}

// Replays a record of the shipped campaign given as JSON, as `replay` does.
inline Game replay_legacy_json(const nlohmann::json& doc) {
  return replay_legacy(catalogue(), legacy_campaign(),
                       parse_record(doc, catalogue(), "episode.mcrec.json"), true);
}

// The save of a bot campaign stopped in its second episode's game once more than `cards`
// cards are revealed: one finished episode, stickers placed, a game in play.
inline nlohmann::json save_in_second_episode(const CampaignDef& definition, int players,
                                             std::uint64_t seed, int cards) {
  BotCampaign run(definition, players, seed);
  while (!(run.campaign.episode() == 2 && run.campaign.phase() == CampaignPhase::Playing &&
           run.campaign.game().cards_revealed() > cards)) {
    REQUIRE(run.step());
  }
  return campaign_save_json(run.campaign, kSavedAt);
}

}  // namespace mycity::test
