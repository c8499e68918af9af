// A value worked out on a thread of its own, so the window goes on drawing: nothing while the
// work runs, the value once it returns, an empty value and the error's text once it throws.
// The thread is asked to stop and joined when the work is replaced, cleared or destroyed.
#pragma once

#include <chrono>
#include <exception>
#include <future>
#include <optional>
#include <stop_token>
#include <string>
#include <thread>
#include <utility>

namespace table {

template <class T>
class BackgroundWork {
 public:
  BackgroundWork() = default;
  BackgroundWork(const BackgroundWork&) = delete;
  BackgroundWork& operator=(const BackgroundWork&) = delete;

  // Runs `work(std::stop_token)`, which returns a T; a work under way is stopped and forgotten.
  template <class Work>
  void start(Work work) {
    clear();
    std::promise<T> promise;
    pending_ = promise.get_future();
    worker_ = std::jthread(
        [work = std::move(work), promise = std::move(promise)](std::stop_token stop) mutable {
          try {
            promise.set_value(work(stop));
          } catch (...) {
            promise.set_exception(std::current_exception());
          }
        });
  }
  // Asks the work to stop and waits for it; what it returns is kept.
  void stop() {
    if (!worker_.joinable()) return;
    worker_.request_stop();
    worker_.join();
  }
  // Forgets the work (stopping it).
  void clear() {
    stop();
    worker_ = {};
    pending_ = {};
    result_.reset();
    error_.clear();
  }

  bool started() const { return pending_.valid() || result_.has_value(); }
  bool running() const { return pending_.valid() && !ready(); }
  // The value once the work has ended; nothing while it runs.
  const T* result() const {
    if (!result_ && pending_.valid() && ready()) {
      try {
        result_ = pending_.get();
      } catch (const std::exception& e) {
        error_ = e.what();
        result_.emplace();
      }
    }
    return result_ ? &*result_ : nullptr;
  }
  // Why the work failed, or "".
  const std::string& error() const { return error_; }

 private:
  bool ready() const {
    return pending_.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
  }

  // Taken from the worker by result(), which only looks from outside.
  mutable std::future<T> pending_;
  mutable std::optional<T> result_;
  mutable std::string error_;
  std::jthread worker_;  // last: stopped and joined before the rest goes
};

}  // namespace table
