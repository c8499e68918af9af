// fill_rounded_rect() (src/app/rounded_fill.hpp): which points its triangles cover.
#include <imgui.h>
#include <imgui_internal.h>  // ImDrawListSharedData: a list without an ImGui context

#include <catch2/catch.hpp>

#include "paint/rounded_fill.hpp"

namespace app {
namespace {

// A draw list on its own (no ImGui context), without anti-aliasing fringes.
struct TestList {
  ImDrawListSharedData shared;
  ImDrawList list{&shared};
  TestList() {
    shared.ClipRectFullscreen = {0, 0, 1000, 1000};
    shared.SetCircleTessellationMaxError(0.30f);  // as ImGuiStyle sets it
    list._ResetForNewFrame();
    list.Flags = ImDrawListFlags_None;
    list.PushClipRectFullScreen();
  }
};

float cross(ImVec2 a, ImVec2 b, ImVec2 p) {
  return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
}

// Whether a triangle of `list` covers `p` (inside or on an edge).
bool covered(const ImDrawList& list, ImVec2 p) {
  for (int i = 0; i + 2 < list.IdxBuffer.Size; i += 3) {
    const ImVec2 a = list.VtxBuffer[list.IdxBuffer[i]].pos;
    const ImVec2 b = list.VtxBuffer[list.IdxBuffer[i + 1]].pos;
    const ImVec2 c = list.VtxBuffer[list.IdxBuffer[i + 2]].pos;
    const float d1 = cross(a, b, p);
    const float d2 = cross(b, c, p);
    const float d3 = cross(c, a, p);
    const bool negative = d1 < 0 || d2 < 0 || d3 < 0;
    const bool positive = d1 > 0 || d2 > 0 || d3 > 0;
    if (!(negative && positive)) return true;
  }
  return false;
}

constexpr ImU32 kColour = IM_COL32(10, 20, 30, 40);

}  // namespace

TEST_CASE("fill_rounded_rect covers the rounded rectangle and nothing else", "[app]") {
  TestList t;
  fill_rounded_rect(&t.list, {100, 100}, {300, 200}, kColour, 20);
  CHECK(covered(t.list, {200, 150}));        // the middle
  CHECK(covered(t.list, {105, 150}));        // the left column
  CHECK(covered(t.list, {295, 150}));        // the right column
  CHECK(covered(t.list, {110, 110}));        // inside the top left corner's disc
  CHECK_FALSE(covered(t.list, {101, 101}));  // outside it: the corner is round
  CHECK_FALSE(covered(t.list, {99, 150}));
  CHECK_FALSE(covered(t.list, {200, 201}));
}

}  // namespace app
