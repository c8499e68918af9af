#pragma once

#include <nlohmann/json.hpp>

#include "mycity/game.hpp"

namespace cli {

inline nlohmann::json placement_json(const mycity::Catalogue& catalogue,
                                     const mycity::Placement& p) {
  return {{"piece", catalogue.piece(p.piece).id},
          {"rot", p.rot},
          {"flip", p.flip},
          {"x", p.x},
          {"y", p.y}};
}

// replay's output: {"players":[{"name","score","rank","progress","breakdown"}],"winners"}.
inline nlohmann::json result_to_json(const mycity::GameResult& result) {
  nlohmann::json players = nlohmann::json::array();
  for (const mycity::PlayerResult& p : result.players) {
    nlohmann::json breakdown = nlohmann::json::array();
    for (const mycity::TermPoints& t : p.breakdown)
      breakdown.push_back({{"term", t.term}, {"points", t.points}});
    players.push_back({{"name", p.name},
                       {"score", p.score},
                       {"rank", p.rank},
                       {"progress", p.progress},
                       {"breakdown", std::move(breakdown)}});
  }
  return {{"players", std::move(players)}, {"winners", result.winners}};
}

}  // namespace cli
