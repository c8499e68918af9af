#include "hindsight.hpp"

#include <algorithm>
#include <memory>

#include "../bots/greedy_policy.hpp"
#include "line_play.hpp"
#include "mycity/bots.hpp"
#include "mycity/player_view.hpp"

namespace mycity::analysis {

namespace {

struct Line {
  Game game;      // the seat to act, or over
  bool recorded;  // the line actually played so far
  int value = 0;  // its greedy finish
};

// The line played on greedily to the end: its final score.
int finish(Game game, const RecordTurns& turns, int seat, Bot& greedy, base::Rng& rng) {
  while (!game.over()) {
    apply_recorded(game, greedy.choose(game, rng));
    play_others(game, turns, seat);
  }
  return final_score(game, seat);
}

// The seat's actions worth trying: its best placements by greedy value, drop out, pass.
std::vector<Action> branches(const Game& game, int keep, base::Rng& rng) {
  const PlayerView view = view_of(game);
  return bots::promising_actions(view, bots::Evaluator(*view.modules), keep, rng);
}

bool same_position(const Game& a, const Game& b, int seat) {
  const PlayerState& x = a.player(seat);
  const PlayerState& y = b.player(seat);
  if (x.dropped != y.dropped || x.track.value() != y.track.value()) return false;
  for (int c = 0; c < kColourCount; ++c) {
    if (x.city.colour_cells(Colour(c)) != y.city.colour_cells(Colour(c))) return false;
  }
  return true;
}

// The recorded line, then the best distinct others, up to `width`.
std::vector<Line> keep_best(std::vector<Line> lines, int seat, int width) {
  std::stable_sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) {
    return a.recorded != b.recorded ? a.recorded : a.value > b.value;
  });
  std::vector<Line> kept;
  for (Line& line : lines) {
    if (static_cast<int>(kept.size()) >= width && !line.recorded) break;
    const bool seen = std::any_of(kept.begin(), kept.end(), [&](const Line& k) {
      return same_position(k.game, line.game, seat);
    });
    if (!seen || line.recorded) kept.push_back(std::move(line));
  }
  return kept;
}

}  // namespace

int hindsight_best(const Game& start, const RecordTurns& turns, int seat, int made,
                   const AnalysisSettings& settings, base::Rng& rng, std::stop_token stop) {
  const std::unique_ptr<Bot> greedy = make_bot("greedy");
  int best = made;
  Game first = start;
  play_others(first, turns, seat);
  std::vector<Line> beam;
  if (!first.over()) beam.push_back({std::move(first), true, made});
  while (!beam.empty() && !stop.stop_requested()) {
    std::vector<Line> next;
    for (const Line& line : beam) {
      std::vector<Action> actions = branches(line.game, settings.branch, rng);
      std::optional<Action> played;
      if (line.recorded) {
        played = recorded_action(line.game, turns);
        if (std::find(actions.begin(), actions.end(), *played) == actions.end())
          actions.push_back(*played);
      }
      for (const Action& action : actions) {
        Game game = line.game;
        apply_recorded(game, action);
        play_others(game, turns, seat);
        const int value = finish(game, turns, seat, *greedy, rng);
        best = std::max(best, value);
        if (!game.over()) next.push_back({std::move(game), played && action == *played, value});
      }
    }
    beam = keep_best(std::move(next), seat, settings.beam);
  }
  return best;
}

}  // namespace mycity::analysis
