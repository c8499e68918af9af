// The player animals on round badges in their player colours: the setup rows, the table,
// the end screen, the front menu's row.
#pragma once

#include <imgui.h>

#include "mycity/session/animals.hpp"
#include "ui/screen.hpp"

namespace app {

// A row of the player animals on round badges, centred, `size` points each.
void animal_row(UiFrame& frame, const mycity::session::Animals& animals, float size);

// The player colour of an animal (an index into `animals`).
ImU32 animal_colour(const mycity::session::Animals& animals, int animal, int alpha = 255);

// One animal on a round badge in its player colour, `size` points across.
void draw_animal_badge(ImDrawList* list, UiFrame& frame, const mycity::session::Animals& animals,
                       int animal, ImVec2 centre, float size);

}  // namespace app
