// Where the end screen and the replay put the players' columns, without ImGui: as many side
// by side as fit, the rows as even as they can be.
#pragma once

namespace machikoro::session {

struct StoryColumns {
  int columns = 1;  // side by side in a row
  int rows = 1;
  float width = 0;  // each column's
};

// `players` columns at least `min_width` points wide, `gap` apart, filling `width`; one
// column when not even that fits.
StoryColumns story_columns(float width, int players, float min_width, float gap);

}  // namespace machikoro::session
