// SDL's key events as the screens see them (KeyPress), so that no screen includes SDL.
#pragma once

#include "ui/screen.hpp"

struct SDL_KeyboardEvent;

namespace app {

KeyPress key_press(const SDL_KeyboardEvent& event);

}  // namespace app
