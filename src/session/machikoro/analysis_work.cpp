#include "machikoro/session/analysis_work.hpp"

#include <chrono>
#include <exception>

namespace machikoro::session {

void AnalysisWork::start(const CardSet& cards, Record record, AnalysisSettings settings) {
  clear();
  progress_ = std::make_shared<std::atomic<double>>(0.0);
  std::promise<GameAnalysis> promise;
  pending_ = promise.get_future();
  worker_ = std::jthread([&cards, record = std::move(record), settings, progress = progress_,
                          promise = std::move(promise)](std::stop_token stop) mutable {
    try {
      promise.set_value(analyse_record(cards, record, settings, stop,
                                       [&](double done) { progress->store(done); }));
    } catch (...) {
      promise.set_exception(std::current_exception());
    }
  });
}

void AnalysisWork::stop() {
  if (!worker_.joinable()) return;
  worker_.request_stop();
  worker_.join();
}

void AnalysisWork::clear() {
  stop();
  worker_ = {};
  pending_ = {};
  result_.reset();
  error_.clear();
  progress_.reset();
}

bool AnalysisWork::running() const {
  return pending_.valid() &&
         pending_.wait_for(std::chrono::seconds(0)) != std::future_status::ready;
}

const GameAnalysis* AnalysisWork::result() const {
  if (!result_ && pending_.valid() &&
      pending_.wait_for(std::chrono::seconds(0)) == std::future_status::ready) {
    try {
      result_ = pending_.get();
    } catch (const std::exception& e) {
      error_ = e.what();
      result_.emplace();
    }
  }
  return result_ ? &*result_ : nullptr;
}

}  // namespace machikoro::session
