#include "mycity/session/look_back.hpp"

#include <algorithm>

namespace mycity::session {

LookBack::~LookBack() = default;

void LookBack::open(const std::string& key, KeptGame game, LookBackFrom from,
                    std::vector<bool> computers) {
  from_ = from;
  if (game_ && !key.empty() && key == key_) return;
  key_ = key;
  computers_ = std::move(computers);
  game_ = std::make_shared<const KeptGame>(std::move(game));
  round_ = 0;
  shown_.emplace(game_->start);
  AnalysisSettings settings;
  settings.computers = computers_;
  analysis_.start([kept = game_, settings](std::stop_token stop) {
    return analyse_game(kept->start, kept->record.turns, settings, stop);
  });
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
