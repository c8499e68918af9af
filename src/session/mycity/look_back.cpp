#include "mycity/session/look_back.hpp"

#include <algorithm>
#include <chrono>

namespace mycity::session {

LookBack::~LookBack() = default;

void LookBack::open(const std::string& key, KeptGame game, LookBackFrom from,
                    std::vector<bool> computers) {
  from_ = from;
  if (game_ && !key.empty() && key == key_) return;
  worker_ = {};  // stops and joins an analysis under way
  key_ = key;
  computers_ = std::move(computers);
  result_.reset();
  error_.clear();
  game_ = std::make_shared<const KeptGame>(std::move(game));
  round_ = 0;
  shown_.emplace(game_->start);
  std::promise<std::vector<PlayerAnalysis>> promise;
  pending_ = promise.get_future();
  AnalysisSettings settings;
  settings.computers = computers_;
  worker_ = std::jthread(
      [kept = game_, settings, promise = std::move(promise)](std::stop_token stop) mutable {
        try {
          promise.set_value(analyse_game(kept->start, kept->record.turns, settings, stop));
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

bool LookBack::computer(int seat) const {
  const auto at = static_cast<std::size_t>(seat);
  return at < computers_.size() && computers_[at];
}

Game LookBack::replayed(int rounds, int seat) const {
  // From the start: a game has at most a few dozen rounds.
  Game game = game_->start;
  const RecordTurns& turns = game_->record.turns;
  for (int r = 0; r <= rounds && r < static_cast<int>(turns.size()); ++r) {
    const auto& round = turns[static_cast<std::size_t>(r)];
    const int seats = r < rounds ? static_cast<int>(round.size()) : seat;
    for (int s = 0; s < seats && s < static_cast<int>(round.size()); ++s) {
      const auto& action = round[static_cast<std::size_t>(s)];
      if (action && !game.over()) game.apply(*action);
    }
  }
  return game;
}

void LookBack::step(int delta) {
  if (!game_) return;
  const int to = std::clamp(round_ + delta, 0, rounds());
  if (to == round_) return;
  round_ = to;
  shown_.emplace(replayed(to));
}

std::optional<TwoWays> LookBack::two_ways(int seat, const CostlyAction& costly) const {
  if (!game_ || costly.round < 1) return std::nullopt;
  const Game before = replayed(costly.round - 1, seat);
  if (before.over() || before.to_act() != seat) return std::nullopt;
  TwoWays both{before, before};
  if (both.played.apply(costly.done) || both.suggested.apply(costly.suggested)) return std::nullopt;
  return both;
}

}  // namespace mycity::session
