// Computer seats in the app: the three strengths people choose from, and one decision
// thought out on its own thread, so the window never waits for the hard player.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

#include "mycity/game.hpp"

namespace mycity::session {

enum class Strength { Easy, Medium, Hard };

// "easy", "medium", "hard": the engine's bot names, as saves write them.
std::string_view strength_id(Strength strength);
std::optional<Strength> parse_strength(std::string_view id);
// "Easy", "Medium", "Hard" in the player's language.
std::string strength_label(Strength strength);

// The seed of the decision of the seat to act in `game`: the same decision gets the same
// seed, after a restart too.
std::uint64_t decision_seed(const Game& game);

// One decision of a computer player, thought on another thread from a copy of what the
// seat may know. Destroying or stopping it cuts the think short and waits for the thread.
class Thinker {
 public:
  Thinker() = default;
  ~Thinker() { stop(); }
  Thinker(const Thinker&) = delete;
  Thinker& operator=(const Thinker&) = delete;

  // Starts thinking about the seat to act in `game` (not over); a think in progress is
  // stopped first. The answer is the same for the same game, strength and seed.
  void start(const Game& game, Strength strength, std::uint64_t seed);
  // A think was started and its answer has not been taken yet.
  bool busy() const { return thread_.joinable(); }
  // The answer, waiting at most `wait` for it; nothing while it is still thinking.
  std::optional<Action> take(std::chrono::milliseconds wait);
  // How long the current think has lasted.
  std::chrono::duration<double> elapsed() const;
  void stop();

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

}  // namespace mycity::session
