#include "platform/key_press.hpp"

#include <SDL_events.h>

namespace app {

KeyPress key_press(const SDL_KeyboardEvent& event) {
  using Key = KeyPress::Key;
  KeyPress press;
  press.shift = (event.keysym.mod & KMOD_SHIFT) != 0;
  press.repeat = event.repeat != 0;
  const SDL_Keycode code = event.keysym.sym;
  if (code >= SDLK_a && code <= SDLK_z) {
    press.key = Key::Letter;
    press.letter = static_cast<char>('a' + (code - SDLK_a));
    return press;
  }
  if (code >= SDLK_0 && code <= SDLK_9) {
    press.key = Key::Digit;
    press.letter = static_cast<char>('0' + (code - SDLK_0));
    return press;
  }
  if (code >= SDLK_KP_1 && code <= SDLK_KP_9) {
    press.key = Key::Digit;
    press.letter = static_cast<char>('1' + (code - SDLK_KP_1));
    return press;
  }
  switch (code) {
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
      press.key = Key::Enter;
      break;
    case SDLK_SPACE:
      press.key = Key::Space;
      break;
    case SDLK_ESCAPE:
      press.key = Key::Escape;
      break;
    case SDLK_BACKSPACE:
      press.key = Key::Backspace;
      break;
    case SDLK_LEFT:
      press.key = Key::Left;
      break;
    case SDLK_RIGHT:
      press.key = Key::Right;
      break;
    case SDLK_UP:
      press.key = Key::Up;
      break;
    case SDLK_DOWN:
      press.key = Key::Down;
      break;
    default:
      break;
  }
  return press;
}

}  // namespace app
