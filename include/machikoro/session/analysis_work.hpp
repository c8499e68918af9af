// A game's turning points (machikoro/analysis.hpp) worked out on a thread of their own, so
// the window goes on drawing: the share done while under way, the result once done or
// stopped (then incomplete).
#pragma once

#include <atomic>
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include "machikoro/analysis.hpp"

namespace machikoro::session {

class AnalysisWork {
 public:
  AnalysisWork() = default;
  ~AnalysisWork() { stop(); }
  AnalysisWork(const AnalysisWork&) = delete;
  AnalysisWork& operator=(const AnalysisWork&) = delete;

  // Starts analysing `record`; a work under way is stopped first and forgotten. `cards` must
  // outlive the work.
  void start(const CardSet& cards, Record record, AnalysisSettings settings);
  // Stops a work under way at once and keeps what it found.
  void stop();
  // Forgets the work (stopping it).
  void clear();

  bool started() const { return pending_.valid() || result_.has_value(); }
  bool running() const;
  // The share of the judged decisions done, from 0 to 1.
  double done() const { return progress_ ? progress_->load() : 0.0; }
  // The result once the work has ended; nothing while it runs.
  const GameAnalysis* result() const;
  // Why the work failed ("" if it did not): the record does not replay.
  const std::string& error() const { return error_; }

 private:
  std::shared_ptr<std::atomic<double>> progress_;
  // Taken from the worker by result(), which only looks from outside.
  mutable std::future<GameAnalysis> pending_;
  mutable std::optional<GameAnalysis> result_;
  mutable std::string error_;
  std::jthread worker_;
};

}  // namespace machikoro::session
