#include "mycity/session/turn_controller.hpp"

#include <algorithm>
#include <optional>
#include <utility>

#include "mycity/session/placement_text.hpp"

namespace mycity::session {

namespace {

const Orientation& orientation_of(const PieceDef& piece, int rot, bool flip) {
  const std::vector<Cell> cells = orient(piece.base_cells, rot, flip);
  for (const Orientation& o : piece.orientations) {
    if (o.cells == cells) return o;
  }
  return piece.orientations.front();  // unreachable: every (rot, flip) has its cell set
}

// The orientation a legal placement was listed in (its rot and flip are the orientation's).
const Orientation& listed_orientation(const PieceDef& piece, const Placement& p) {
  for (const Orientation& o : piece.orientations) {
    if (o.rot == p.rot && o.flip == p.flip) return o;
  }
  return piece.orientations.front();  // unreachable for a placement the engine listed
}

// The cell the cursor holds the building by: the middle of its box, or the covered cell
// nearest it when the middle is a gap, so a legal-place mark is never off the building.
Cell held_cell(const Orientation& o) {
  const Cell middle{(o.width - 1) / 2, (o.height - 1) / 2};
  if (std::ranges::find(o.cells, middle) != o.cells.end()) return middle;
  return *std::ranges::min_element(o.cells, {}, [&](Cell c) {
    const int dx = 2 * c.x - (o.width - 1);
    const int dy = 2 * c.y - (o.height - 1);
    return dx * dx + dy * dy;
  });
}

}  // namespace

TurnController::TurnController(Table& table)
    : table_(table),
      round_start_(game_at_round_start(table.game())),
      last_round_(last_revealed_round(table.game())) {
  if (game().over()) phase_ = Phase::Over;
  start_turn();
}

Cell TurnController::board_centre() const {
  const BoardLayout& layout = game().player(0).city.layout();
  return Cell{layout.width / 2, layout.height / 2};
}

void TurnController::start_turn() {
  rot_ = 0;
  flip_ = false;
  cursor_ = board_centre();
  if (game().over()) return;
  // The fit nearest the middle, unturned when one is; the engine's first on a tie.
  const PieceDef& piece = game().catalogue().piece(game().current_piece());
  std::optional<std::pair<bool, int>> best;
  for_each_legal_placement(
      game().catalogue(), game().player(seat()).city, game().current_piece(), game().house_rules(),
      [&](const Placement& p, const Bitboard&) {
        const Cell held = held_cell(listed_orientation(piece, p));
        const Cell at{p.x + held.x, p.y + held.y};
        const int dx = at.x - board_centre().x;
        const int dy = at.y - board_centre().y;
        const std::pair<bool, int> key{p.rot != 0 || p.flip, dx * dx + dy * dy};
        if (best && *best <= key) return;
        best = key;
        rot_ = p.rot;
        flip_ = p.flip;
        cursor_ = at;
      });
}

void TurnController::take_seat() {
  if (phase_ == Phase::Handoff) phase_ = Phase::Acting;
}

void TurnController::close_reveal() {
  if (phase_ != Phase::Reveal) return;
  reveal_.reset();
  phase_ = game().over() ? Phase::Over : Phase::Handoff;
}

const PlayerState& TurnController::shown_player(int seat) const {
  const bool secret = phase_ == Phase::Handoff || phase_ == Phase::Acting;
  return secret && seat != game().to_act() ? round_start_.player(seat) : game().player(seat);
}

void TurnController::set_cursor(Cell cell) {
  if (decided()) return;
  const BoardLayout& layout = game().player(seat()).city.layout();
  cursor_ = Cell{std::clamp(cell.x, 0, layout.width - 1), std::clamp(cell.y, 0, layout.height - 1)};
}

void TurnController::move_cursor(int dx, int dy) {
  set_cursor(Cell{cursor_.x + dx, cursor_.y + dy});
}

void TurnController::rotate(int quarter_turns) {
  if (decided()) return;
  rot_ = ((rot_ + quarter_turns) % 4 + 4) % 4;
}

void TurnController::mirror() {
  if (!decided() && game().house_rules().mirror) flip_ = !flip_;
}

void TurnController::aim(const Placement& placement) {
  if (decided() || placement.piece != game().current_piece()) return;
  rot_ = placement.rot;
  flip_ = placement.flip;
  const Placement at = placement_at_cursor();
  cursor_ = Cell{cursor_.x + placement.x - at.x, cursor_.y + placement.y - at.y};
}

Placement TurnController::placement_at_cursor() const {
  const PieceDef& piece = game().catalogue().piece(game().current_piece());
  const Cell held = held_cell(orientation_of(piece, rot_, flip_));
  return Placement{game().current_piece(), rot_, flip_, cursor_.x - held.x, cursor_.y - held.y};
}

Ghost TurnController::ghost() const {
  Ghost g;
  if (phase_ != Phase::Acting || pass_pending_) return g;
  g.placement = tentative_ ? *tentative_ : placement_at_cursor();
  const PieceDef& piece = game().catalogue().piece(g.placement.piece);
  for (const Cell& c : orientation_of(piece, g.placement.rot, g.placement.flip).cells) {
    g.cells.push_back(Cell{c.x + g.placement.x, c.y + g.placement.y});
  }
  g.violation = game().check(Action::build(g.placement));
  if (g.violation) {
    const std::optional<PlacementFault> fault =
        placement_fault(piece, game().player(seat()).city, g.placement);
    g.reason = fault ? fault_text(*fault, piece) : g.violation->reason;
  }
  return g;
}

std::vector<Cell> TurnController::legal_cursor_cells() const {
  std::vector<Cell> cells;
  if (phase_ != Phase::Acting) return cells;
  const PieceDef& piece = game().catalogue().piece(game().current_piece());
  const Orientation& o = orientation_of(piece, rot_, flip_);
  const Cell held = held_cell(o);
  for_each_legal_placement(game().catalogue(), game().player(seat()).city, game().current_piece(),
                           game().house_rules(), [&](const Placement& p, const Bitboard&) {
                             if (p.rot == o.rot && p.flip == o.flip)
                               cells.push_back(Cell{p.x + held.x, p.y + held.y});
                           });
  return cells;
}

bool TurnController::place() {
  if (phase_ != Phase::Acting || decided()) return false;
  const Placement p = placement_at_cursor();
  if (game().check(Action::build(p))) return false;
  tentative_ = p;
  return true;
}

std::optional<SeatReveal> TurnController::pending_outcome() const {
  if (!decided()) return std::nullopt;
  const Action action = pass_pending_ ? Action::pass() : Action::build(*tentative_);
  Game after = game();
  if (after.apply(action)) return std::nullopt;
  return seat_reveal(game().player(seat()), after.player(seat()), action);
}

void TurnController::undo() {
  tentative_.reset();
  pass_pending_ = false;
}

bool TurnController::confirm() {
  if (pass_pending_) return act(Action::pass());
  if (!tentative_) return false;
  const Placement p = *tentative_;
  return act(Action::build(p));
}

bool TurnController::pass() {
  if (phase_ != Phase::Acting || decided() || game().check(Action::pass())) return false;
  pass_pending_ = true;
  return true;
}
bool TurnController::drop() {
  return act(Action::drop());
}

bool TurnController::act(const Action& action) {
  if (phase_ != Phase::Acting || table_.act(action)) return false;
  tentative_.reset();
  pass_pending_ = false;
  last_action_ = action;
  ++revision_;
  start_turn();  // afresh: where and how this one built stays secret (R10)
  if (game().over() || game().round() != round_start_.round()) {
    reveal_ = reveal_round(round_start_, game());
    last_round_ = reveal_;
    round_start_ = game();
    phase_ = Phase::Reveal;
  } else {
    phase_ = Phase::Handoff;
  }
  return true;
}

}  // namespace mycity::session
