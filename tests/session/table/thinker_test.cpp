// The shared table's computer think: an answer once it is there, nothing before, and a stop
// that cuts a long think short and waits for its thread.
#include <atomic>
#include <chrono>

#include <catch2/catch.hpp>

#include "table/position_thinker.hpp"
#include "table/thinker.hpp"

using namespace std::chrono_literals;

TEST_CASE("a think's answer is taken once, when it is there", "[table][thinker]") {
  table::Thinker<int> thinker;
  CHECK_FALSE(thinker.busy());
  CHECK_FALSE(thinker.take(0ms));
  thinker.start([](std::stop_token) { return 42; });
  CHECK(thinker.busy());
  const auto answer = thinker.take(5000ms);
  REQUIRE(answer);
  CHECK(*answer == 42);
  CHECK_FALSE(thinker.busy());  // taken: nothing more to wait for
  CHECK_FALSE(thinker.take(0ms));
}

TEST_CASE("stopping a think cuts it short and no answer is delivered", "[table][thinker]") {
  std::atomic<bool> saw_stop = false;
  table::Thinker<int> thinker;
  thinker.start([&](std::stop_token stop) {
    while (!stop.stop_requested()) std::this_thread::sleep_for(1ms);
    saw_stop = true;
    return 1;
  });
  CHECK_FALSE(thinker.take(10ms));  // still thinking
  thinker.stop();
  CHECK(saw_stop);
  CHECK_FALSE(thinker.busy());
  CHECK_FALSE(thinker.take(0ms));
}

TEST_CASE("a new think replaces the one in progress", "[table][thinker]") {
  table::Thinker<int> thinker;
  thinker.start([](std::stop_token stop) {
    while (!stop.stop_requested()) std::this_thread::sleep_for(1ms);
    return 1;
  });
  thinker.start([](std::stop_token) { return 2; });
  const auto answer = thinker.take(5000ms);
  REQUIRE(answer);
  CHECK(*answer == 2);
}

TEST_CASE("an answer about a position that moved on is never returned", "[table][thinker]") {
  table::PositionThinker<int, int> thinker;
  const auto slow = [](int answer) {
    return [answer](std::stop_token stop) {
      while (!stop.stop_requested()) std::this_thread::sleep_for(1ms);
      return answer;
    };
  };
  CHECK_FALSE(thinker.answer(
      1, [&] { return slow(10); }, 5ms));
  CHECK(thinker.thinking_about() == 1);
  // The same position waits on the same think: its maker is not called again.
  CHECK_FALSE(thinker.answer(
      1,
      [&]() -> table::Thinker<int>::Think {
        FAIL("a second think");
        return {};
      },
      5ms));
  // Another position: the slow think is stopped, its answer dropped, the new one given.
  const auto answer = thinker.answer(
      2, [] { return [](std::stop_token) { return 20; }; }, 5000ms);
  REQUIRE(answer);
  CHECK(*answer == 20);
  CHECK_FALSE(thinker.thinking_about());
}
