// The fonts the screens draw with; the platform layer loads them (platform/fonts.hpp).
#pragma once

struct ImFont;

namespace app {

struct Fonts {
  ImFont* body = nullptr;     // buttons, text
  ImFont* small = nullptr;    // dense tables: a card's numbers, key hints on a crowded screen
  ImFont* heading = nullptr;  // section headings
  ImFont* title = nullptr;    // the game title
};

}  // namespace app
