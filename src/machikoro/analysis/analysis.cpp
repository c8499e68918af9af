#include "machikoro/analysis.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>

#include "machikoro/bots.hpp"
#include "win_estimate.hpp"

namespace machikoro {

namespace {

// The seed's streams: the hard player's suggestions and the sampled futures.
enum Stream : std::uint64_t { Suggestions, Futures };

bool judged(const AnalysisSettings& settings, int seat) {
  const auto at = static_cast<std::size_t>(seat);
  return settings.all_seats || at >= settings.computers.size() || !settings.computers[at];
}

// Plays the game's choices one by one, judging those of the judged seats.
class Judge {
 public:
  Judge(const Game& start, const AnalysisSettings& settings, std::stop_token stop)
      : settings_(settings), stop_(std::move(stop)), hard_(make_bot("hard")), estimate_(start) {}

  // The turning point of `made`, the `decision`th player decision, at `game`; nothing when
  // it is the hard player's choice, changes nothing or was stopped.
  std::optional<TurningPoint> judge(const Game& game, const Action& made, int decision) {
    base::Rng rng = suggestion_rng(settings_.seed, decision);
    const Action suggested = hard_->choose(game, rng, stop_);
    if (suggested == made || stop_.stop_requested()) return std::nullopt;
    const Action options[] = {suggested, made};
    const std::uint64_t seed = base::derive_seed(base::derive_seed(settings_.seed, Futures),
                                                 static_cast<std::uint64_t>(decision));
    const auto chances = estimate_.chances(game, options, game.pending().player, seed,
                                           settings_.samples, settings_.threads, stop_);
    if (!chances || (*chances)[0] == (*chances)[1]) return std::nullopt;
    return TurningPoint{game.turn(), game.pending().decision, made,
                        suggested,   (*chances)[0],           (*chances)[1]};
  }

 private:
  const AnalysisSettings& settings_;
  std::stop_token stop_;
  std::unique_ptr<Bot> hard_;
  analysis::WinEstimate estimate_;
};

void apply(Game& game, const Action& choice, std::size_t index) {
  if (const auto refusal = game.apply(choice))
    throw base::Error("choice " + std::to_string(index) + " (" + describe(game.cards(), choice) +
                      "): " + refusal->text());
}

// The judged seats' decisions among `choices`; throws when a choice is refused.
int judged_decisions(const Game& start, std::span<const Action> choices,
                     const AnalysisSettings& settings) {
  Game game = start;
  game.keep_event_log(false);
  int count = 0;
  for (std::size_t i = 0; i < choices.size(); ++i) {
    const Pending pending = game.pending();
    if (!pending.chance() && judged(settings, pending.player)) ++count;
    apply(game, choices[i], i);
  }
  return count;
}

void keep_largest(std::vector<TurningPoint>& points, int count) {
  std::stable_sort(points.begin(), points.end(), [](const TurningPoint& a, const TurningPoint& b) {
    return std::abs(a.change()) > std::abs(b.change());
  });
  if (points.size() > static_cast<std::size_t>(std::max(0, count)))
    points.resize(static_cast<std::size_t>(std::max(0, count)));
}

}  // namespace

base::Rng suggestion_rng(std::uint64_t seed, int decision) {
  return base::Rng(base::derive_seed(base::derive_seed(seed, Suggestions),
                                     static_cast<std::uint64_t>(decision)));
}

GameAnalysis analyse_game(const Game& start, std::span<const Action> choices,
                          const AnalysisSettings& settings, std::stop_token stop,
                          const AnalysisProgress& progress) {
  GameAnalysis out;
  for (int seat = 0; seat < start.player_count(); ++seat)
    out.seats.push_back({start.player(seat).name, judged(settings, seat), {}});
  const int total = judged_decisions(start, choices, settings);
  Judge judge(start, settings, stop);
  Game game = start;
  game.keep_event_log(false);
  int decision = 0, done = 0;
  for (std::size_t i = 0; i < choices.size() && out.complete; ++i) {
    const Pending pending = game.pending();
    if (!pending.chance() && judged(settings, pending.player)) {
      const auto point = judge.judge(game, choices[i], decision);
      if (stop.stop_requested()) {
        out.complete = false;
        break;
      }
      if (point)
        out.seats[static_cast<std::size_t>(pending.player)].turning_points.push_back(*point);
      if (progress) progress(static_cast<double>(++done) / total);
    }
    if (!pending.chance()) ++decision;
    apply(game, choices[i], i);
  }
  for (SeatAnalysis& seat : out.seats) keep_largest(seat.turning_points, settings.count);
  return out;
}

GameAnalysis analyse_record(const CardSet& cards, const Record& record,
                            const AnalysisSettings& settings, std::stop_token stop,
                            const AnalysisProgress& progress, const std::string& source) {
  const std::vector<Action> choices = record_choices(cards, record, source);
  return analyse_game(Game(cards, record.setup), choices, settings, std::move(stop), progress);
}

}  // namespace machikoro
