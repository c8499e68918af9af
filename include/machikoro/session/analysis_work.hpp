// A game's turning points (machikoro/analysis.hpp) worked out on a thread of their own, so
// the window goes on drawing: the share done while under way, the result once done or
// stopped (then incomplete).
#pragma once

#include <atomic>
#include <memory>
#include <string>

#include "machikoro/analysis.hpp"
#include "table/background_work.hpp"

namespace machikoro::session {

class AnalysisWork {
 public:
  // Starts analysing `record`; a work under way is stopped first and forgotten. `cards` must
  // outlive the work.
  void start(const CardSet& cards, Record record, AnalysisSettings settings);
  // Stops a work under way at once and keeps what it found.
  void stop() { work_.stop(); }
  // Forgets the work (stopping it).
  void clear() {
    work_.clear();
    progress_.reset();
  }

  bool started() const { return work_.started(); }
  bool running() const { return work_.running(); }
  // The share of the judged decisions done, from 0 to 1.
  double done() const { return progress_ ? progress_->load() : 0.0; }
  // The result once the work has ended; nothing while it runs.
  const GameAnalysis* result() const { return work_.result(); }
  // Why the work failed ("" if it did not): the record does not replay.
  const std::string& error() const { return work_.error(); }

 private:
  std::shared_ptr<std::atomic<double>> progress_;
  table::BackgroundWork<GameAnalysis> work_;  // last: stopped before progress_ goes
};

}  // namespace machikoro::session
