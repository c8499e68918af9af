#include "mycity/session/look_back.hpp"

#include <algorithm>
#include <chrono>

namespace mycity::session {

LookBack::~LookBack() = default;

void LookBack::open(const std::string& key, KeptGame game, LookBackFrom from) {
  from_ = from;
  if (game_ && !key.empty() && key == key_) return;
  worker_ = {};  // stops and joins an analysis under way
  key_ = key;
  result_.reset();
  error_.clear();
  game_ = std::make_shared<const KeptGame>(std::move(game));
  round_ = 0;
  shown_.emplace(game_->start);
  std::promise<std::vector<PlayerAnalysis>> promise;
  pending_ = promise.get_future();
  worker_ =
      std::jthread([kept = game_, promise = std::move(promise)](std::stop_token stop) mutable {
        try {
          promise.set_value(analyse_game(kept->start, kept->record.turns, {}, stop));
        } catch (...) {
          promise.set_exception(std::current_exception());
        }
      });
}

const std::vector<PlayerAnalysis>* LookBack::analysis() const {
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

int LookBack::rounds() const {
  return game_ ? static_cast<int>(game_->record.turns.size()) : 0;
}

void LookBack::step(int delta) {
  if (!game_) return;
  const int to = std::clamp(round_ + delta, 0, rounds());
  if (to == round_) return;
  // Replays from the start: a game has at most a few dozen rounds.
  Game game = game_->start;
  for (int r = 0; r < to; ++r) {
    for (const auto& action : game_->record.turns[static_cast<std::size_t>(r)]) {
      if (action && !game.over()) game.apply(*action);
    }
  }
  round_ = to;
  shown_.emplace(std::move(game));
}

}  // namespace mycity::session
