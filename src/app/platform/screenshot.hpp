// Saves what the renderer has drawn on the window so far (before SDL_RenderPresent) as a PNG
// file.
#pragma once

#include <string>

struct SDL_Renderer;

namespace app {

// Returns an error text, empty on success. Leaves the window the renderer's target.
std::string save_screenshot(SDL_Renderer* renderer, const std::string& file);

}  // namespace app
