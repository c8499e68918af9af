// The shared table's background work: nothing while it runs, its value kept once it returns,
// an error's text instead of a crash, and a stop the work sees.
#include <chrono>
#include <stdexcept>
#include <stop_token>
#include <string>
#include <thread>

#include <catch2/catch.hpp>

#include "table/background_work.hpp"

namespace {

using namespace std::chrono_literals;

// Looks until the work has ended, five seconds at most.
template <class T>
const T* wait_for(const table::BackgroundWork<T>& work) {
  for (int i = 0; i < 500 && work.running(); ++i) std::this_thread::sleep_for(10ms);
  return work.result();
}

}  // namespace

TEST_CASE("background work: its value, kept to be looked at again", "[table][background]") {
  table::BackgroundWork<std::string> work;
  CHECK_FALSE(work.started());
  CHECK(work.result() == nullptr);
  work.start([](std::stop_token) { return std::string("done"); });
  CHECK(work.started());
  const std::string* value = wait_for(work);
  REQUIRE(value != nullptr);
  CHECK(*value == "done");
  CHECK(work.result() == value);  // the same value, not worked out again
  CHECK(work.error().empty());
  work.clear();
  CHECK_FALSE(work.started());
}

TEST_CASE("background work: a throw gives an empty value and its text", "[table][background]") {
  table::BackgroundWork<std::string> work;
  work.start([](std::stop_token) -> std::string { throw std::runtime_error("no such game"); });
  const std::string* value = wait_for(work);
  REQUIRE(value != nullptr);
  CHECK(value->empty());
  CHECK(work.error() == "no such game");
}

TEST_CASE("background work: a stop reaches the work, which returns what it has",
          "[table][background]") {
  table::BackgroundWork<int> work;
  work.start([](std::stop_token stop) {
    while (!stop.stop_requested()) std::this_thread::sleep_for(1ms);
    return -1;  // only once it has seen the stop
  });
  CHECK(work.running());
  work.stop();
  CHECK_FALSE(work.running());
  REQUIRE(work.result() != nullptr);
  CHECK(*work.result() == -1);
}
