// Art drawn through a ListPicture: made once, shown as one unscaled image while it holds.
#pragma once

#include <imgui.h>

#include <functional>

#include "screens/screen.hpp"

namespace mycity::app {

class ListPicture;

// Shows `art` (an ImDrawList filler, window points) on `list` as one picture kept between
// frames in `picture` (ListPicture: why). The picture is the same triangles drawn over
// what lies under them on screen: the frame's clear colour and what `underlay` draws (the same
// calls the screen made before the art, e.g. the panel the art sits on), cut from the window at
// whole pixels and shown unscaled, so its pixels are the ones drawing `art` directly would make.
// The picture must not reach above `top` (points): what the screen draws there after its underlay
// (text, a badge) is not in it. False, with nothing drawn, when it cannot be used: the caller draws
// `art` itself.
bool draw_art_picture(UiFrame& frame, ImDrawList* list, ListPicture& picture,
                      const std::function<void(ImDrawList*)>& underlay,
                      const std::function<void(ImDrawList*)>& art, float top = -1e9f);

// draw_art_picture() when `picture` already holds the art (made ahead); false, with nothing
// drawn, otherwise. Why: where drawing the art directly costs less than drawing its
// picture (the picture holds what lies under the art too), a picture not made ahead is
// not worth making in the frame.
bool draw_ready_art_picture(UiFrame& frame, ImDrawList* list, ListPicture& picture,
                            const std::function<void(ImDrawList*)>& underlay,
                            const std::function<void(ImDrawList*)>& art);

// What of the list a picture is shown on its triangles depend on.
struct PictureTarget {
  ImDrawListFlags flags = ImDrawListFlags_None;
  ImVec2 clip_min{0, 0};
  ImVec2 clip_max{0, 0};
};
PictureTarget picture_target(const ImDrawList& list);

// Makes `picture` what draw_art_picture() on a list like `on` would show, ahead of time
// (while the app is idle), for a picture not on screen now.
void prepare_art_picture(const UiFrame& frame, const PictureTarget& on, ListPicture& picture,
                         const std::function<void(ImDrawList*)>& underlay,
                         const std::function<void(ImDrawList*)>& art, float top = -1e9f);

}  // namespace mycity::app
