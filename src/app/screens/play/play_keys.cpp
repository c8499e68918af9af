#include "screens/play/play_keys.hpp"

#include <SDL_keycode.h>

namespace mycity::app {
namespace {

using Phase = session::TurnController::Phase;
using Kind = PlayCommand::Kind;

KeyCommands take(std::initializer_list<PlayCommand> commands) {
  return {true, PlayCommands(commands)};
}

std::optional<PlayCommand> arrow(int key) {
  switch (key) {
    case SDLK_LEFT:
      return PlayCommand{.kind = Kind::MoveCursor, .dx = -1};
    case SDLK_RIGHT:
      return PlayCommand{.kind = Kind::MoveCursor, .dx = 1};
    case SDLK_UP:
      return PlayCommand{.kind = Kind::MoveCursor, .dy = -1};
    case SDLK_DOWN:
      return PlayCommand{.kind = Kind::MoveCursor, .dy = 1};
    default:
      return std::nullopt;
  }
}

}  // namespace

KeyCommands key_commands(const PlayTable& game, const PlayUiState& ui, int key, bool shift,
                         bool repeat) {
  const session::TurnController& turns = game.turns;
  const bool enter = key == SDLK_RETURN || key == SDLK_KP_ENTER;
  if (turns.phase() == Phase::Handoff) {
    if ((enter || key == SDLK_SPACE) && !repeat) return take({{Kind::TakeSeat}});
    return {};
  }
  if (turns.phase() != Phase::Acting) return {};
  if (ui.confirm_drop) {  // the question is modal: every key is taken
    if (repeat) return take({});
    if (key == SDLK_y || enter) return take({{Kind::Drop}});
    if (key == SDLK_n || key == SDLK_ESCAPE) return take({{Kind::KeepPlaying}});
    return take({});
  }
  if (const std::optional<PlayCommand> move = arrow(key)) return take({*move});
  if (repeat) return {enter || key == SDLK_SPACE, {}};
  if (enter) return take({{Kind::PlaceOrConfirm}});
  switch (key) {
    case SDLK_r:
      return take({{.kind = Kind::Rotate, .turns = shift ? -1 : 1}});
    case SDLK_f:
      return take({{Kind::Mirror}});
    case SDLK_z:
    case SDLK_BACKSPACE:
      return take({{Kind::Undo}});
    case SDLK_p:
      return take({{Kind::Pass}});
    case SDLK_d:
      return take({{Kind::AskDrop}});
    case SDLK_l:
      return take({{Kind::ToggleLegal}});
    case SDLK_ESCAPE:  // takes back the building placed; else the app's key (the menu)
      if (!turns.tentative()) return {};
      return take({{Kind::Undo}});
    default:
      return {};
  }
}

}  // namespace mycity::app
