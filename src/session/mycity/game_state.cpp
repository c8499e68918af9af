#include "mycity/session/game_state.hpp"

#include <nlohmann/json.hpp>

#include "mycity/legal_actions.hpp"
#include "mycity/record.hpp"

namespace mycity::session {

namespace {

// A build's number: 2 + piece, rotation, mirror and the position offset by 128, 8 bits each.
constexpr std::int64_t kPass = 0, kDrop = 1, kFirstBuild = 2, kOffset = 128;

}  // namespace

table::Action GameState::to_table(const Action& action) {
  if (action.kind == ActionKind::Pass) return {kPass};
  if (action.kind == ActionKind::Drop) return {kDrop};
  const Placement& p = action.placement;
  const std::int64_t shape = (std::int64_t{p.piece} * 4 + p.rot) * 2 + (p.flip ? 1 : 0);
  return {kFirstBuild + ((shape * 256 + (p.x + kOffset)) * 256 + (p.y + kOffset))};
}

Action GameState::from_table(table::Action choice) {
  if (choice.id == kPass) return Action::pass();
  if (choice.id == kDrop) return Action::drop();
  // Any other number is some build; the engine refuses what is not legal (R11, R2-R8).
  const std::int64_t v = choice.id - kFirstBuild;
  Placement p;
  p.y = static_cast<int>(v % 256 - kOffset);
  p.x = static_cast<int>(v / 256 % 256 - kOffset);
  const std::int64_t shape = v / 65536;
  p.flip = shape % 2 != 0;
  p.rot = static_cast<int>(shape / 2 % 4);
  p.piece = static_cast<int>(shape / 8);
  return Action::build(p);
}

std::unique_ptr<table::GameState> GameState::clone() const {
  return std::make_unique<GameState>(*this);
}

std::vector<table::Action> GameState::legal_actions() const {
  if (game_.over()) return {};
  std::vector<table::Action> choices;
  for (const Action& action : mycity::legal_actions(game_)) choices.push_back(to_table(action));
  return choices;
}

std::optional<table::Violation> GameState::apply(table::Action choice) {
  const auto violation = game_.apply(from_table(choice));
  if (!violation) return std::nullopt;
  return table::Violation{violation->rule, violation->reason};
}

std::string GameState::describe(table::Action choice) const {
  const Action action = from_table(choice);
  if (action.kind != ActionKind::Build) return action.kind == ActionKind::Pass ? "pass" : "drop";
  const Placement& p = action.placement;
  const bool known = p.piece >= 0 && p.piece < static_cast<int>(game_.catalogue().pieces().size());
  return "build " + (known ? game_.catalogue().piece(p.piece).id : "#" + std::to_string(p.piece)) +
         " rot " + std::to_string(p.rot) + (p.flip ? " mirrored" : "") + " at " +
         std::to_string(p.x) + "," + std::to_string(p.y);
}

std::vector<table::SeatResult> GameState::results() const {
  std::vector<table::SeatResult> results;
  for (const PlayerResult& player : game_.result().players)
    results.push_back({player.score, player.rank, player.rank == 1});  // R40, R41
  return results;
}

std::string GameState::record() const {
  return record_to_json(record_of(game_), game_.catalogue()).dump();
}

}  // namespace mycity::session
