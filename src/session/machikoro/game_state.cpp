#include "machikoro/session/game_state.hpp"

#include <cstdint>

#include <nlohmann/json.hpp>

namespace machikoro::session {

namespace {

// Visits a choice's fields as (field, bits, offset): the one layout to_table and
// from_table share. Every legal choice's fields fit, so no two share a number.
template <class Visit>
void each_field(Action& choice, Visit&& visit) {
  int kind = static_cast<int>(choice.kind);
  int landmark = choice.card.landmark ? 1 : 0;
  visit(kind, 4, 0);
  visit(choice.dice.count, 2, 0);
  visit(choice.dice.values[0], 3, 0);
  visit(choice.dice.values[1], 3, 0);
  visit(choice.count, 3, 0);
  visit(choice.seat, 4, 1);
  visit(landmark, 1, 0);
  visit(choice.card.index, 7, 1);
  visit(choice.take, 7, 1);
  choice.kind = static_cast<ActionKind>(kind);
  choice.card.landmark = landmark != 0;
}

}  // namespace

table::Action GameState::to_table(const Action& choice) {
  Action copy = choice;
  std::int64_t id = 0;
  each_field(copy, [&](int& field, int bits, int offset) {
    id = (id << bits) | ((field + offset) & ((1 << bits) - 1));
  });
  return {id};
}

Action GameState::from_table(table::Action choice) {
  // Packed first field highest: unpacked from the top, the bits counted first. Any number is
  // some choice; the engine refuses what is not legal.
  Action decoded;
  int shift = 0;
  each_field(decoded, [&](int&, int bits, int) { shift += bits; });
  each_field(decoded, [&](int& field, int bits, int offset) {
    shift -= bits;
    field = static_cast<int>((choice.id >> shift) & ((1 << bits) - 1)) - offset;
  });
  return decoded;
}

void GameState::play(const Action& choice) {
  recorder_.add(game_, choice);
  game_.apply(choice);
}

std::unique_ptr<table::GameState> GameState::clone() const {
  return std::make_unique<GameState>(*this);
}

std::vector<table::Action> GameState::legal_actions() const {
  std::vector<table::Action> choices;
  for (const Action& choice : game_.legal_actions()) choices.push_back(to_table(choice));
  return choices;
}

std::optional<table::Violation> GameState::apply(table::Action choice) {
  const Action engine = from_table(choice);
  if (const auto refusal = game_.check(engine))
    return table::Violation{refusal->rule, refusal->reason};
  play(engine);
  return std::nullopt;
}

std::string GameState::describe(table::Action choice) const {
  return machikoro::describe(game_.cards(), from_table(choice));
}

// Section 8's places; the score is the landmarks built (K30), the first thing places weigh.
std::vector<table::SeatResult> GameState::results() const {
  const std::vector<int> places = ranks(game_);
  std::vector<table::SeatResult> results;
  for (int seat = 0; seat < game_.player_count(); ++seat)
    results.push_back({game_.landmarks_built(seat), places[static_cast<std::size_t>(seat)],
                       game_.winner() == seat});
  return results;
}

std::string GameState::record() const {
  return record_to_json(recorder_.record()).dump();
}

}  // namespace machikoro::session
