// The shared table's computer think: an answer once it is there, nothing before, and a stop
// that cuts a long think short and waits for its thread.
#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

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

namespace {

// A game that only counts its moves: the count is the position, two seats take turns.
class Counter final : public table::GameState {
 public:
  explicit Counter(int moves) : moves_(moves) {}
  int moves() const { return moves_; }
  std::unique_ptr<table::GameState> clone() const override {
    return std::make_unique<Counter>(*this);
  }
  int player_count() const override { return 2; }
  int to_act() const override { return moves_ % 2; }
  bool chance() const override { return false; }
  std::vector<table::Action> legal_actions() const override { return {table::Action{1}}; }
  std::optional<table::Violation> apply(table::Action) override {
    ++moves_;
    return std::nullopt;
  }
  std::string describe(table::Action) const override { return "move"; }
  bool over() const override { return false; }
  std::vector<table::SeatResult> results() const override { return {}; }
  std::string record() const override { return std::to_string(moves_); }

 private:
  int moves_;
};

// The count of the position a think was given, as its choice.
table::Action count_of(const table::GameState& state) {
  return {static_cast<const Counter&>(state).moves()};
}

}  // namespace

TEST_CASE("an answer about a position that moved on is never returned", "[table][thinker]") {
  table::PositionThinker thinker;
  std::atomic<int> thinks = 0;
  const auto slow = [&](const table::GameState& state, std::stop_token stop) {
    ++thinks;
    while (!stop.stop_requested()) std::this_thread::sleep_for(1ms);
    return count_of(state);
  };
  const auto quick = [&](const table::GameState& state, std::stop_token) {
    ++thinks;
    return count_of(state);
  };
  Counter game(1);
  CHECK_FALSE(thinker.answer(game, slow, 5ms));
  CHECK(thinker.thinking_seat() == 1);
  // The same position waits on the same think: no second one starts.
  CHECK_FALSE(thinker.answer(game, quick, 5ms));
  CHECK(thinks == 1);
  // Another position: the slow think is stopped, its answer dropped, the new one given.
  game.apply(table::Action{1});
  const auto answer = thinker.answer(game, quick, 5000ms);
  REQUIRE(answer);
  CHECK(answer->id == 2);
  CHECK(thinks == 2);
  CHECK_FALSE(thinker.thinking_seat());
}
