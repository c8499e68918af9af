// What Machi Koro's end screen and replay both draw: the players' columns in a scrolling
// body, a player's name in their seat colour, and a player's summary of the whole game.
#pragma once

#include <functional>

#include <imgui.h>

#include "machikoro/session/game_story.hpp"
#include "ui/screen.hpp"

namespace app {

// A band of the panel's colour across the window from `margin` to `margin` from its edges,
// behind what is drawn between begin_band() and end_band() (a heading and a line or two on
// the table), in ink.
void begin_band(float margin);
void end_band(float margin);

// A row of `count` buttons at most `max_width` wide, centred across the window at `y` on a
// band of the panel's colour: the cursor is put at its start; each button's size and the gap
// between them.
struct FooterRow {
  ImVec2 size;
  float gap = 0;
};
FooterRow begin_footer_row(UiFrame& frame, int count, float max_width, float y);

// A child window from the cursor down to `bottom` at most, scrolling, with each of `seats`
// in a column (session/story_layout.hpp), drawn by `draw`. `height` is its content's height
// as drawn last frame (the window is no taller), measured anew.
void draw_story_columns(UiFrame& frame, const char* id, const std::vector<int>& seats, float bottom,
                        float& height, const std::function<void(int seat)>& draw);

// The seat's colour, then its name (shown_name), cut to the column with a tooltip.
void seat_name_line(UiFrame& frame, const machikoro::session::GameStory& story, int seat);

// Income by card and by source, payouts, coins over the turns, totals rolled.
void player_summary(UiFrame& frame, const machikoro::CardSet& cards,
                    const machikoro::session::GameStory& story, int seat);

}  // namespace app
