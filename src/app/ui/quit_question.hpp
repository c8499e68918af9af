// The question asked before quitting while the last autosave failed: quitting then loses the
// moves made since the last save, so the players choose (window close, Quit, Esc then Quit).
#pragma once

#include <string>

#include "ui/screen.hpp"

namespace app {

enum class QuitAnswer { None, QuitAnyway, Stay };

// Draws the question over every window, with `problem`, why the save failed; the players'
// answer in the frame they gave it.
QuitAnswer draw_quit_question(UiFrame& frame, const std::string& problem);

}  // namespace app
