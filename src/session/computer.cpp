#include "mycity/session/computer.hpp"

#include "base/random.hpp"
#include "i18n/translate.hpp"
#include "mycity/bots.hpp"
#include "mycity/hard_player.hpp"
#include "mycity/player_view.hpp"

namespace mycity::session {

using i18n::tr;

std::string_view strength_id(Strength strength) {
  switch (strength) {
    case Strength::Easy:
      return "easy";
    case Strength::Medium:
      return "medium";
    case Strength::Hard:
      return "hard";
  }
  return "medium";
}

std::optional<Strength> parse_strength(std::string_view id) {
  for (Strength s : {Strength::Easy, Strength::Medium, Strength::Hard})
    if (strength_id(s) == id) return s;
  return std::nullopt;
}

std::string strength_label(Strength strength) {
  switch (strength) {
    case Strength::Easy:
      return tr("Easy");
    case Strength::Medium:
      return tr("Medium");
    case Strength::Hard:
      return tr("Hard");
  }
  return {};
}

std::uint64_t decision_seed(const Game& game) {
  constexpr std::uint64_t kComputerSeed = 0x6D79636974794149ULL;
  return base::derive_seed(kComputerSeed, static_cast<std::uint64_t>(game.cards_revealed()) * 8 +
                                              static_cast<std::uint64_t>(game.to_act()));
}

void Thinker::start(const Game& game, Strength strength, std::uint64_t seed) {
  stop();
  answer_ = std::make_shared<Answer>();
  started_ = std::chrono::steady_clock::now();
  // The thread gets only what the seat may know (R10, R17): the hard player a view, the
  // others a copy of the game, from which they build the same view themselves.
  auto answer = answer_;
  auto deliver = [answer](Action action) {
    const std::lock_guard lock(answer->mutex);
    answer->action = action;
    answer->ready.notify_all();
  };
  if (strength == Strength::Hard) {
    thread_ = std::jthread([view = view_of(game), seed, deliver](std::stop_token stop) {
      base::Rng rng(seed);
      deliver(choose_hard(view, rng, {}, stop));
    });
    return;
  }
  thread_ = std::jthread([copy = game, id = std::string(strength_id(strength)), seed, deliver] {
    base::Rng rng(seed);
    deliver(make_bot(id)->choose(copy, rng));
  });
}

std::optional<Action> Thinker::take(std::chrono::milliseconds wait) {
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

std::chrono::duration<double> Thinker::elapsed() const {
  if (!busy()) return {};
  return std::chrono::steady_clock::now() - started_;
}

void Thinker::stop() {
  if (!thread_.joinable()) return;
  thread_.request_stop();
  thread_.join();
}

}  // namespace mycity::session
