#include "mycity/hard_player.hpp"

#include <algorithm>

#include "base/error.hpp"
#include "greedy_policy.hpp"
#include "mycity/turn_rules.hpp"
#include "sticker_choice.hpp"

namespace mycity {

namespace {

// The player's own state in a playout; the other cities are left out (docs/ai.md).
struct Position {
  City city;
  ScoreTrack track;
  std::vector<std::size_t> open_races;
};

// Races the city has reached are won at once (R36); a playout assumes nobody beat it.
void win_races(const RuleModules& modules, Position& pos) {
  std::vector<std::size_t> won;
  modules.for_each_race_reached(pos.open_races, pos.city, [&](std::size_t r) {
    pos.track.add(modules.races[r]->points());
    won.push_back(r);
  });
  for (const std::size_t r : won) std::erase(pos.open_races, r);
}

int final_score(const RuleModules& modules, const Position& pos) {
  ScoreTrack track = pos.track;
  modules.add_end_terms(pos.city, track);
  return track.value();
}

// One of the player's own actions in a playout: the game's step (R11-R13), then the
// races it reaches.
void step(const PlayerView& view, Position& pos, const Action& action, const Bitboard& cells) {
  apply_action(*view.catalogue, action, cells, pos.city, pos.track);
  if (action.kind == ActionKind::Build) win_races(*view.modules, pos);
}

struct Playout {
  const PlayerView& view;
  const bots::Evaluator& evaluator;

  // The final score when the player goes on greedily with the cards coming in `order`.
  int run(Position pos, const std::vector<int>& order, base::Rng& rng) const {
    const Catalogue& catalogue = *view.catalogue;
    const RuleModules& modules = *view.modules;
    const auto races = [&](const City& c) { return modules.race_points_if(pos.open_races, c); };
    const auto all = [](const Placement&) { return true; };
    std::size_t next = 0;
    for (int piece; (piece = reveal_round_piece(order, next, nullptr)) >= 0;) {
      const bool may_pass = pass_allowed(catalogue.piece(piece), pos.track);
      const bots::Choice best = bots::best_placement(catalogue, view.house_rules, pos.city, piece,
                                                     evaluator, races, all, rng);
      const Action action = bots::greedy_action(best, evaluator.value(pos.city), may_pass);
      if (action.kind == ActionKind::Drop) break;
      step(view, pos, action, best.cells);
    }
    return final_score(modules, pos);
  }
};

struct Candidate {
  Action action;
  Position after;
  long long total = 0;
};

// The player's position after a legal `action` (a build covering `cells`).
Position position_after(const PlayerView& view, const Action& action, const Bitboard& cells) {
  Position after{view.city, view.track, view.open_races};
  step(view, after, action, cells);
  return after;
}

// Each action with the player's position after it; throws Error for a placement outside
// the board (estimate_actions takes actions from its caller).
std::vector<Candidate> with_positions(const PlayerView& view, const std::vector<Action>& actions) {
  std::vector<Candidate> out;
  for (const Action& a : actions) {
    Bitboard cells;
    if (a.kind == ActionKind::Build) {
      const auto covered =
          placement_cells(view.catalogue->piece(view.piece), a.placement, view.city.layout());
      if (!covered) throw base::Error("estimate_actions: a placement outside the board");
      cells = *covered;
    }
    out.push_back({a, position_after(view, a, cells)});
  }
  return out;
}

// The actions worth a playout: the best placements by greedy value (ties in random
// order), then a pass when allowed; dropping out is scored exactly instead.
std::vector<Candidate> candidates(const PlayerView& view, const bots::Evaluator& evaluator,
                                  int keep, base::Rng& rng) {
  std::vector<Action> actions = bots::promising_actions(view, evaluator, keep, rng);
  std::erase(actions, Action::drop());
  return with_positions(view, actions);
}

// Sums each candidate's final score over `samples` sampled orders of the unseen cards
// (at least one; fewer once `stop` is requested). Every candidate meets the same orders
// and the same tie-breaking draws (common random numbers), so their difference is not
// drowned by the luck of the draw. Returns the samples played.
int play_samples(const PlayerView& view, const bots::Evaluator& evaluator,
                 std::vector<Candidate>& options, int samples, base::Rng& rng,
                 std::stop_token stop) {
  const Playout playout{view, evaluator};
  int played = 0;
  for (; played < samples && (played == 0 || !stop.stop_requested()); ++played) {
    std::vector<int> order = view.unseen;
    base::shuffle(order, rng);
    const std::uint64_t seed = rng.next();
    for (Candidate& c : options) {
      base::Rng playout_rng(seed);
      c.total += playout.run(c.after, order, playout_rng);
    }
  }
  return played;
}

// Dropping out ends the episode for this player: its score is known exactly.
int drop_score(const PlayerView& view) {
  return final_score(*view.modules, {view.city, view.track, {}});
}

}  // namespace

Action choose_hard(const PlayerView& view, base::Rng& rng, const HardSettings& settings,
                   std::stop_token stop) {
  const bots::Evaluator evaluator(*view.modules);
  std::vector<Candidate> options = candidates(view, evaluator, settings.candidates, rng);
  if (options.empty()) return Action::drop();

  const long long steps = static_cast<long long>(options.size()) *
                          std::max<long long>(1, static_cast<long long>(view.unseen.size()));
  const int samples = static_cast<int>(
      std::clamp<long long>(settings.budget / steps, settings.min_samples, settings.max_samples));
  const int played = play_samples(view, evaluator, options, samples, rng, stop);
  const auto best =
      std::max_element(options.begin(), options.end(),
                       [](const Candidate& a, const Candidate& b) { return a.total < b.total; });
  if (static_cast<long long>(drop_score(view)) * played > best->total) return Action::drop();
  return best->action;
}

std::vector<double> estimate_actions(const PlayerView& view, const std::vector<Action>& actions,
                                     int samples, base::Rng& rng) {
  const bots::Evaluator evaluator(*view.modules);
  std::vector<Candidate> options = with_positions(view, actions);
  const int played = play_samples(view, evaluator, options, std::max(1, samples), rng, {});
  std::vector<double> means;
  for (const Candidate& c : options) {
    means.push_back(c.action.kind == ActionKind::Drop ? drop_score(view)
                                                      : static_cast<double>(c.total) / played);
  }
  return means;
}

namespace {

class HardBot final : public Bot {
 public:
  explicit HardBot(const HardSettings& settings) : settings_(settings) {}
  std::string_view name() const override { return "hard"; }
  Action choose(const Game& game, base::Rng& rng) override {
    return choose_hard(view_of(game), rng, settings_);
  }
  Cell choose_sticker_cell(const BoardLayout& board, std::string_view sticker,
                           const Bitboard& legal, base::Rng& rng) override {
    return bots::sticker_cell(board, sticker, legal, rng);
  }
  int choose_sticker_piece(const Catalogue& catalogue, std::string_view sticker,
                           const std::vector<int>& legal, base::Rng& rng) override {
    return bots::sticker_piece(catalogue, sticker, legal, rng);
  }

 private:
  HardSettings settings_;
};

}  // namespace

std::unique_ptr<Bot> make_hard_bot(const HardSettings& settings) {
  return std::make_unique<HardBot>(settings);
}

}  // namespace mycity
