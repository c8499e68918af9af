// `mycity-cli analyse`: a finished game looked back at (docs/formats.md, docs/ai.md).
#include <cmath>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "commands.hpp"
#include "mycity/analysis.hpp"
#include "result_json.hpp"

namespace cli {

namespace {

nlohmann::json action_json(const mycity::Catalogue& catalogue, const mycity::Action& action) {
  if (action.kind == mycity::ActionKind::Build)
    return {{"build", placement_json(catalogue, action.placement)}};
  return action.kind == mycity::ActionKind::Pass ? "pass" : "drop";
}

std::string action_text(const mycity::Action& action) {
  if (action.kind == mycity::ActionKind::Pass) return "pass";
  if (action.kind == mycity::ActionKind::Drop) return "drop out";
  const mycity::Placement& p = action.placement;
  return "build at (" + std::to_string(p.x) + "," + std::to_string(p.y) + ") rot " +
         std::to_string(p.rot) + (p.flip ? " flipped" : "");
}

double tenths(double points) {
  return std::round(points * 10.0) / 10.0;
}

nlohmann::json analysis_json(const mycity::Catalogue& catalogue,
                             const std::vector<mycity::PlayerAnalysis>& players,
                             std::uint64_t seed) {
  nlohmann::json out = nlohmann::json::array();
  for (const mycity::PlayerAnalysis& p : players) {
    nlohmann::json costly = nlohmann::json::array();
    for (const mycity::CostlyAction& c : p.costly) {
      costly.push_back({{"round", c.round},
                        {"card", catalogue.piece(c.piece).id},
                        {"done", action_json(catalogue, c.done)},
                        {"suggested", action_json(catalogue, c.suggested)},
                        {"loss", tenths(c.loss)}});
    }
    out.push_back({{"name", p.name},
                   {"score", p.score},
                   {"hindsight", p.hindsight},
                   {"costly", std::move(costly)}});
  }
  return {{"seed", seed}, {"players", std::move(out)}};
}

void print_text(const mycity::Catalogue& catalogue,
                const std::vector<mycity::PlayerAnalysis>& players) {
  for (const mycity::PlayerAnalysis& p : players) {
    std::cout << p.name << ": scored " << p.score << ", best with hindsight " << p.hindsight
              << '\n';
    for (const mycity::CostlyAction& c : p.costly) {
      std::ostringstream loss;
      loss << std::fixed << std::setprecision(1) << tenths(c.loss);
      std::cout << "  round " << c.round << ", " << catalogue.piece(c.piece).id << ": "
                << action_text(c.done) << "; hard would " << action_text(c.suggested) << " (-"
                << loss.str() << " points)\n";
    }
  }
}

}  // namespace

int run_analyse(const mycity::Catalogue& catalogue, const std::string& file,
                const std::filesystem::path& campaign_file, std::uint64_t seed, bool json) {
  const ReplayedRecord replayed = replay_record_file(catalogue, file, campaign_file, true);
  mycity::Record opening = replayed.record;
  opening.turns.clear();
  const mycity::Game start = replayed.campaign
                                 ? replay_legacy(catalogue, *replayed.campaign, opening, false)
                                 : replay(catalogue, opening, false);
  mycity::AnalysisSettings settings;
  settings.seed = seed;
  const std::vector<mycity::PlayerAnalysis> players =
      analyse_game(start, replayed.record.turns, settings);
  if (json) {
    std::cout << analysis_json(catalogue, players, seed).dump(2) << '\n';
  } else {
    print_text(catalogue, players);
  }
  return 0;
}

}  // namespace cli
