// Turning points of a finished Machi Koro game (docs/machikoro.md, "Turning points"): per
// seat, the decisions that most changed its chance to win, as the hard player's playouts
// estimate it against the hard player's own choice there. Deterministic from the seed.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <stop_token>
#include <string>
#include <vector>

#include "base/random.hpp"
#include "machikoro/game.hpp"
#include "machikoro/record.hpp"

namespace machikoro {

struct TurningPoint {
  int turn = 0;  // Game::turn() at the decision: the record's turn index + 1
  Decision decision = Decision::Build;
  Action made;
  Action suggested;   // the hard player's choice
  double before = 0;  // the win chance with `suggested`
  double after = 0;   // with `made`, over the same sampled futures
  double change() const { return after - before; }
};

struct SeatAnalysis {
  std::string name;
  bool judged = false;
  std::vector<TurningPoint> turning_points;  // the largest change either way first
};

struct GameAnalysis {
  std::vector<SeatAnalysis> seats;
  bool complete = true;  // false when stopped before the last decision
};

struct AnalysisSettings {
  std::uint64_t seed = 1;
  // Futures played to the end per estimate: a 95 % interval of at most +-3.1 points.
  int samples = 1000;
  int threads = 2;  // that play them; the results do not depend on it
  int count = 3;    // turning points kept per seat
  // Seats a computer played (none when empty): not judged unless `all_seats`.
  std::vector<bool> computers = {};
  bool all_seats = false;
};

// Called after each judged decision with the share of them done, from 0 to 1.
using AnalysisProgress = std::function<void(double done)>;

// The Rng the hard player suggests with at the game's `decision`th player decision (from
// 0; dice are not decisions): a game the hard player played with these is judged its own.
base::Rng suggestion_rng(std::uint64_t seed, int decision);

// `start` and every choice applied from it (record_choices), dice included; the game need
// not be over. A choice equal to the hard player's has no change and is not reported. Once
// `stop` is requested it returns at once what it has, `complete` false.
GameAnalysis analyse_game(const Game& start, std::span<const Action> choices,
                          const AnalysisSettings& settings = {}, std::stop_token stop = {},
                          const AnalysisProgress& progress = {});
// The same for a record; throws base::RecordError naming `source` when it does not replay.
GameAnalysis analyse_record(const CardSet& cards, const Record& record,
                            const AnalysisSettings& settings = {}, std::stop_token stop = {},
                            const AnalysisProgress& progress = {}, const std::string& source = {});

}  // namespace machikoro
