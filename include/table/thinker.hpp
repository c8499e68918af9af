// One decision of a computer seat, thought on its own thread so the window never waits; the
// same for every game (its Action). Destroying or stopping it cuts the think short and waits
// for the thread, so an answer about a table that moved on is never delivered.
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>
#include <utility>

namespace table {

template <class Action>
class Thinker {
 public:
  // The think itself: it owns copies of what the seat may know, and should return soon
  // once its stop token is set.
  using Think = std::function<Action(std::stop_token)>;

  Thinker() = default;
  ~Thinker() { stop(); }
  Thinker(const Thinker&) = delete;
  Thinker& operator=(const Thinker&) = delete;

  // Starts `think`; a think in progress is stopped first.
  void start(Think think) {
    stop();
    answer_ = std::make_shared<Answer>();
    started_ = std::chrono::steady_clock::now();
    thread_ = std::jthread([answer = answer_, think = std::move(think)](std::stop_token stop) {
      Action action = think(stop);
      const std::lock_guard lock(answer->mutex);
      answer->action = std::move(action);
      answer->ready.notify_all();
    });
  }
  // A think was started and its answer has not been taken yet.
  bool busy() const { return thread_.joinable(); }
  // The answer, waiting at most `wait` for it; nothing while it is still thinking.
  std::optional<Action> take(std::chrono::milliseconds wait) {
    if (!busy()) return std::nullopt;
    std::optional<Action> action;
    {
      std::unique_lock lock(answer_->mutex);
      answer_->ready.wait_for(lock, wait, [&] { return answer_->action.has_value(); });
      action = answer_->action;
    }
    if (action) thread_.join();
    return action;
  }
  // How long the current think has lasted.
  std::chrono::duration<double> elapsed() const {
    if (!busy()) return {};
    return std::chrono::steady_clock::now() - started_;
  }
  void stop() {
    if (!thread_.joinable()) return;
    thread_.request_stop();
    thread_.join();
  }

 private:
  struct Answer {
    std::mutex mutex;
    std::condition_variable ready;
    std::optional<Action> action;
  };
  std::shared_ptr<Answer> answer_;
  std::jthread thread_;
  std::chrono::steady_clock::time_point started_;
};

}  // namespace table
