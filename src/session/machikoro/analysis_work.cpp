#include "machikoro/session/analysis_work.hpp"

namespace machikoro::session {

void AnalysisWork::start(const CardSet& cards, Record record, AnalysisSettings settings) {
  clear();
  progress_ = std::make_shared<std::atomic<double>>(0.0);
  work_.start(
      [&cards, record = std::move(record), settings, progress = progress_](std::stop_token stop) {
        return analyse_record(cards, record, settings, stop,
                              [&](double done) { progress->store(done); });
      });
}

}  // namespace machikoro::session
