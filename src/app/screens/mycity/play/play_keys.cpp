#include "screens/mycity/play/play_keys.hpp"

#include "mycity/session/computer_seats.hpp"

namespace app {
namespace {

using Phase = mycity::session::TurnController::Phase;
using Kind = PlayCommand::Kind;
using Key = KeyPress::Key;

KeyCommands take(std::initializer_list<PlayCommand> commands) {
  return {true, PlayCommands(commands)};
}

std::optional<PlayCommand> arrow(Key key) {
  switch (key) {
    case Key::Left:
      return PlayCommand{.kind = Kind::MoveCursor, .dx = -1};
    case Key::Right:
      return PlayCommand{.kind = Kind::MoveCursor, .dx = 1};
    case Key::Up:
      return PlayCommand{.kind = Kind::MoveCursor, .dy = -1};
    case Key::Down:
      return PlayCommand{.kind = Kind::MoveCursor, .dy = 1};
    default:
      return std::nullopt;
  }
}

// The letter keys of the table.
KeyCommands letter(char c, bool shift) {
  switch (c) {
    case 'r':
      return take({{.kind = Kind::Rotate, .quarter_turns = shift ? -1 : 1}});
    case 'f':
      return take({{Kind::Mirror}});
    case 'z':
      return take({{Kind::Undo}});
    case 'p':
      return take({{Kind::Pass}});
    case 'd':
      return take({{Kind::AskDrop}});
    case 'l':
      return take({{Kind::ToggleLegal}});
    case 's':
      return take({{Kind::ToggleSupply}});
    case 'h':
      return take({{Kind::Suggest}});
    default:
      return {};
  }
}

}  // namespace

KeyCommands key_commands(const PlayTable& game, const PlayUiState& ui, const KeyPress& press) {
  const mycity::session::TurnController& turns = game.turns;
  const Key key = press.key;
  const bool enter = key == Key::Enter;
  if (turns.phase() == Phase::Handoff) {
    if (mycity::session::is_computer(game.seats, turns.seat())) return {};  // it takes its seat
    if ((enter || key == Key::Space) && !press.repeat) return take({{Kind::TakeSeat}});
    return {};
  }
  if (turns.phase() == Phase::Reveal) {
    if ((enter || key == Key::Space) && !press.repeat) return take({{Kind::CloseReveal}});
    return {};
  }
  if (turns.phase() != Phase::Acting) return {};
  if (ui.confirm_drop) {  // the question is modal: every key is taken
    if (press.repeat) return take({});
    const bool yes = enter || (key == Key::Letter && press.letter == 'y');
    const bool no = key == Key::Escape || (key == Key::Letter && press.letter == 'n');
    if (yes) return take({{Kind::Drop}});
    if (no) return take({{Kind::KeepPlaying}});
    return take({});
  }
  if (ui.show_supply) {  // the list is over the table: S, Enter or Esc closes it
    const bool close = enter || key == Key::Escape || (key == Key::Letter && press.letter == 's');
    if (close && !press.repeat) return take({{Kind::ToggleSupply}});
    return take({});
  }
  if (ui.shown_city) {  // a city over the table: Esc, Enter or Space closes it
    const bool close = enter || key == Key::Escape || key == Key::Space;
    if (close && !press.repeat) return take({{Kind::CloseCity}});
    return take({});
  }
  if (const std::optional<PlayCommand> move = arrow(key)) return take({*move});
  if (press.repeat) return {enter || key == Key::Space, {}};
  if (enter) return take({{Kind::PlaceOrConfirm}});
  if (key == Key::Backspace) return take({{Kind::Undo}});
  if (key == Key::Letter) return letter(press.letter, press.shift);
  if (key == Key::Escape && turns.decided()) return take({{Kind::Undo}});
  return {};  // Esc with nothing placed: the app's key (the menu; the game stays)
}

}  // namespace app
