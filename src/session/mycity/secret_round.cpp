#include "mycity/session/secret_round.hpp"

#include <algorithm>

#include "base/error.hpp"

namespace mycity::session {

namespace {

// The game after its first `rounds` rounds, replayed from the start.
Game game_after_rounds(const Game& game, std::size_t rounds) {
  const auto& turns = game.turns();
  std::vector<PlayerSetup> setups;
  for (int seat = 0; seat < game.player_count(); ++seat) {
    const PlayerState& p = game.player(seat);
    setups.push_back({p.name, p.city.layout(), p.city.piece_stickers()});
  }
  Game start(game.catalogue(), game.ruleset(), std::move(setups), game.deck(), game.house_rules());
  for (std::size_t round = 0; round < rounds; ++round) {
    for (const std::optional<Action>& action : turns[round]) {
      if (!action) continue;
      if (const auto violation = start.apply(*action)) {
        throw base::Error("round " + std::to_string(round + 1) + " does not replay (" +
                          violation->rule + ": " + violation->reason + ")");
      }
    }
  }
  return start;
}

}  // namespace

Game game_at_round_start(const Game& game) {
  const auto& turns = game.turns();
  const auto acted = [](const std::optional<Action>& slot) { return slot.has_value(); };
  if (game.over() || turns.empty() || std::none_of(turns.back().begin(), turns.back().end(), acted))
    return game;
  return game_after_rounds(game, turns.size() - 1);
}

std::optional<RoundReveal> last_revealed_round(const Game& game) {
  const std::size_t rounds = game.turns().size();
  const std::size_t done = game.over() ? rounds : rounds - std::min<std::size_t>(rounds, 1);
  if (done == 0) return std::nullopt;
  return reveal_round(game_after_rounds(game, done - 1), game_after_rounds(game, done));
}

SeatReveal seat_reveal(const PlayerState& before, const PlayerState& after,
                       const std::optional<Action>& action) {
  SeatReveal seat;
  seat.score_before = before.track.shown();
  seat.score_after = after.track.shown();
  seat.reached_cap = after.track.capped() && !before.track.capped();
  if (!action) return seat;
  switch (action->kind) {
    case ActionKind::Build:
      seat.did = SeatReveal::Did::Built;
      seat.building = after.city.buildings().at(before.city.buildings().size()).cells;
      break;
    case ActionKind::Pass:
      seat.did = SeatReveal::Did::Passed;
      seat.pass_points = after.immediate.front().points - before.immediate.front().points;
      break;
    case ActionKind::Drop:
      seat.did = SeatReveal::Did::DroppedOut;
      break;
  }
  // immediate: "pass" first, then each race in ruleset order.
  for (std::size_t i = 1; i < after.immediate.size(); ++i) {
    const int gained = after.immediate[i].points - before.immediate[i].points;
    if (gained != 0) seat.races.push_back({after.immediate[i].term, gained});
  }
  return seat;
}

RoundReveal reveal_round(const Game& at_start, const Game& now) {
  RoundReveal reveal{at_start.round(), at_start.current_piece(), {}};
  if (at_start.over() || at_start.round() < 1) return reveal;
  const auto& slots = now.turns().at(static_cast<std::size_t>(at_start.round() - 1));
  for (int seat = 0; seat < now.player_count(); ++seat) {
    reveal.seats.push_back(seat_reveal(at_start.player(seat), now.player(seat),
                                       slots.at(static_cast<std::size_t>(seat))));
  }
  return reveal;
}

}  // namespace mycity::session
