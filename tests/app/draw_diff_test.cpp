// changed_boxes(): where two versions of a draw list draw differently, on hand-made lists.
#include <algorithm>
#include <catch2/catch.hpp>
#include <vector>

#include "draw_diff.hpp"

namespace mycity::app {
namespace {

const ImVec4 kScreen{0, 0, 1000, 1000};
const auto kTexA = reinterpret_cast<ImTextureID>(std::uintptr_t{0x10});
const auto kTexB = reinterpret_cast<ImTextureID>(std::uintptr_t{0x20});
constexpr ImU32 kWhite = 0xFFFFFFFF;
constexpr ImU32 kRed = 0xFF0000FF;

// A draw list built as ImGui builds one: quads of two triangles, a new command whenever the
// texture or the clip rectangle changes.
struct List {
  std::vector<ImDrawVert> vtx;
  std::vector<ImDrawIdx> idx;
  std::vector<ImDrawCmd> cmds;

  List& quad(ImVec2 min, ImVec2 max, ImU32 col = kWhite, ImTextureID tex = kTexA,
             ImVec4 clip = kScreen) {
    const bool same_cmd = !cmds.empty() && cmds.back().TextureId == tex &&
                          cmds.back().ClipRect.x == clip.x && cmds.back().ClipRect.y == clip.y &&
                          cmds.back().ClipRect.z == clip.z && cmds.back().ClipRect.w == clip.w;
    if (!same_cmd) {
      ImDrawCmd cmd;
      cmd.ClipRect = clip;
      cmd.TextureId = tex;
      cmd.IdxOffset = static_cast<unsigned>(idx.size());
      cmds.push_back(cmd);
    }
    const auto base = static_cast<ImDrawIdx>(vtx.size());
    vtx.push_back({min, {0, 0}, col});
    vtx.push_back({{max.x, min.y}, {1, 0}, col});
    vtx.push_back({max, {1, 1}, col});
    vtx.push_back({{min.x, max.y}, {0, 1}, col});
    for (int i : {0, 1, 2, 0, 2, 3}) idx.push_back(static_cast<ImDrawIdx>(base + i));
    cmds.back().ElemCount += 6;
    return *this;
  }
  DrawListView view() const { return {vtx, idx, cmds}; }
};

// Five quads in a row, 10 points apart, the third in red on another texture.
List row() {
  List list;
  list.quad({0, 0}, {8, 8}).quad({10, 0}, {18, 8});
  list.quad({20, 0}, {28, 8}, kRed, kTexB);
  list.quad({30, 0}, {38, 8}).quad({40, 0}, {48, 8});
  return list;
}

void check_box(const DrawBox& box, ImVec2 min, ImVec2 max) {
  REQUIRE_FALSE(box.empty());
  CHECK(box.min.x == min.x);
  CHECK(box.min.y == min.y);
  CHECK(box.max.x == max.x);
  CHECK(box.max.y == max.y);
}

// The one box of `boxes`.
DrawBox only(const std::vector<DrawBox>& boxes) {
  REQUIRE(boxes.size() == 1);
  return boxes.front();
}

// `boxes` from left to right (they come in no particular order).
std::vector<DrawBox> left_to_right(std::vector<DrawBox> boxes) {
  std::sort(boxes.begin(), boxes.end(),
            [](const DrawBox& a, const DrawBox& b) { return a.min.x < b.min.x; });
  return boxes;
}

}  // namespace

TEST_CASE("changed_boxes: identical lists draw the same", "[app][frame-cache]") {
  CHECK(changed_boxes(row().view(), row().view()).empty());
  CHECK(changed_boxes(List{}.view(), List{}.view()).empty());
}

TEST_CASE("changed_boxes: a moved quad damages where it was and where it is",
          "[app][frame-cache]") {
  List moved;
  moved.quad({0, 0}, {8, 8}).quad({10, 30}, {18, 38});  // the second quad, 30 points lower
  moved.quad({20, 0}, {28, 8}, kRed, kTexB);
  moved.quad({30, 0}, {38, 8}).quad({40, 0}, {48, 8});
  check_box(only(changed_boxes(row().view(), moved.view())), {10, 0}, {18, 38});
  check_box(only(changed_boxes(moved.view(), row().view())), {10, 0}, {18, 38});
}

TEST_CASE("changed_boxes: a colour, a texture or a clip rectangle is a change",
          "[app][frame-cache]") {
  List recoloured;
  recoloured.quad({0, 0}, {8, 8}).quad({10, 0}, {18, 8});
  recoloured.quad({20, 0}, {28, 8}, kWhite, kTexB);
  recoloured.quad({30, 0}, {38, 8}).quad({40, 0}, {48, 8});
  check_box(only(changed_boxes(row().view(), recoloured.view())), {20, 0}, {28, 8});

  List retextured;
  retextured.quad({0, 0}, {8, 8}).quad({10, 0}, {18, 8});
  retextured.quad({20, 0}, {28, 8}, kRed, kTexA);
  retextured.quad({30, 0}, {38, 8}).quad({40, 0}, {48, 8});
  check_box(only(changed_boxes(row().view(), retextured.view())), {20, 0}, {28, 8});

  // The red quad's clip rectangle cut to its left half: the damage is what either version
  // let it draw.
  List clipped;
  clipped.quad({0, 0}, {8, 8}).quad({10, 0}, {18, 8});
  clipped.quad({20, 0}, {28, 8}, kRed, kTexB, {0, 0, 24, 1000});
  clipped.quad({30, 0}, {38, 8}).quad({40, 0}, {48, 8});
  check_box(only(changed_boxes(row().view(), clipped.view())), {20, 0}, {28, 8});
  List elsewhere = clipped;
  elsewhere.vtx[8].pos.x = 22;  // the red quad's corners, moved left under the same clip
  elsewhere.vtx[11].pos.x = 22;
  check_box(only(changed_boxes(clipped.view(), elsewhere.view())), {20, 0}, {24, 8});
}

TEST_CASE("changed_boxes: inserted commands damage only the middle", "[app][frame-cache]") {
  // Two commands put in between: every later vertex and index moves in the buffers, yet
  // the quads after them draw the same.
  List inserted;
  inserted.quad({0, 0}, {8, 8}).quad({10, 0}, {18, 8});
  inserted.quad({100, 50}, {110, 60}, kWhite, kTexB).quad({200, 70}, {210, 80}, kWhite, kTexA);
  inserted.quad({20, 0}, {28, 8}, kRed, kTexB);
  inserted.quad({30, 0}, {38, 8}).quad({40, 0}, {48, 8});
  check_box(only(changed_boxes(row().view(), inserted.view())), {100, 50}, {210, 80});
  check_box(only(changed_boxes(inserted.view(), row().view())), {100, 50}, {210, 80});
}

TEST_CASE("changed_boxes: two things moved far apart are two boxes", "[app][frame-cache]") {
  // As the ghost building at one end of the board and the side panel's text at the other:
  // each box covers one thing's old and new place, not the space between the two things.
  List before;
  before.quad({0, 0}, {100, 100}).quad({800, 800}, {900, 900}).quad({0, 500}, {10, 510});
  List after;
  after.quad({100, 0}, {200, 100}).quad({800, 700}, {900, 800}).quad({0, 500}, {10, 510});
  for (const auto& boxes :
       {changed_boxes(before.view(), after.view()), changed_boxes(after.view(), before.view())}) {
    const std::vector<DrawBox> sorted = left_to_right(boxes);
    REQUIRE(sorted.size() == 2);
    check_box(sorted[0], {0, 0}, {200, 100});
    check_box(sorted[1], {800, 700}, {900, 900});
  }
}

TEST_CASE("changed_boxes: things moved close together are one box", "[app][frame-cache]") {
  // Two boxes of 200 x 100 points 100 apart (as lines of text): one box over both costs
  // less than a second pass over the frame.
  List before;
  before.quad({0, 0}, {100, 100}).quad({0, 200}, {100, 300});
  List after;
  after.quad({100, 0}, {200, 100}).quad({100, 200}, {200, 300});
  check_box(only(changed_boxes(before.view(), after.view())), {0, 0}, {200, 300});
}

TEST_CASE("changed_boxes: a box between two clusters joins them", "[app][frame-cache]") {
  // The left and right quads alone are too far apart for one box; the quad added between
  // them joins the left one, and the bigger box is then near enough to the right one.
  List before;
  before.quad({0, 0}, {100, 100}).quad({800, 0}, {900, 100});
  List after;
  after.quad({0, 0}, {100, 100}, kRed).quad({400, 0}, {500, 100}, kRed);
  after.quad({800, 0}, {900, 100}, kRed);
  check_box(only(changed_boxes(before.view(), after.view())), {0, 0}, {900, 100});
}

TEST_CASE("changed_boxes: lists of different lengths", "[app][frame-cache]") {
  SECTION("quads removed from the middle") {
    List fewer;
    fewer.quad({0, 0}, {8, 8});
    fewer.quad({30, 0}, {38, 8}).quad({40, 0}, {48, 8});
    check_box(only(changed_boxes(row().view(), fewer.view())), {10, 0}, {28, 8});
  }
  SECTION("a quad added at the end") {
    List more = row();
    more.quad({60, 20}, {70, 30});
    check_box(only(changed_boxes(row().view(), more.view())), {60, 20}, {70, 30});
  }
  SECTION("the same quad drawn once more: the suffix may not reach into the prefix") {
    List once;
    once.quad({0, 0}, {8, 8});
    List twice = once;
    twice.quad({0, 0}, {8, 8});  // a translucent quad drawn twice is darker
    check_box(only(changed_boxes(once.view(), twice.view())), {0, 0}, {8, 8});
  }
  SECTION("an empty list against a full one") {
    check_box(only(changed_boxes(List{}.view(), row().view())), {0, 0}, {48, 8});
  }
}

}  // namespace mycity::app

namespace mycity::app {

TEST_CASE("changed_boxes: a command drawn alike between two changes is not damage",
          "[app][frame-cache]") {
  // As the board's picture between the top bar's text and the thumbnails at a turn change:
  // the changes before and after it are boxes of their own, the picture is in neither.
  List before;
  before.quad({0, 0}, {100, 20}).quad({0, 40}, {900, 900}, kWhite, kTexB);
  before.quad({950, 800}, {1000, 900});
  List after;
  after.quad({0, 0}, {120, 20}, kRed).quad({0, 40}, {900, 900}, kWhite, kTexB);
  after.quad({950, 800}, {1000, 900}, kRed);
  for (const auto& boxes :
       {changed_boxes(before.view(), after.view()), changed_boxes(after.view(), before.view())}) {
    const std::vector<DrawBox> sorted = left_to_right(boxes);
    REQUIRE(sorted.size() == 2);
    check_box(sorted[0], {0, 0}, {120, 20});
    check_box(sorted[1], {950, 800}, {1000, 900});
  }
}

TEST_CASE("changed_boxes: boxes that overlap a little stay two", "[app][frame-cache]") {
  // A bar reaching 10 points into the board's corner: one box over both would cover
  // 400 000 square points more than the two.
  List before;
  before.quad({0, 100}, {600, 1000}).quad({590, 0}, {1000, 110});
  List after;
  after.quad({0, 100}, {600, 1000}, kRed).quad({590, 0}, {1000, 110}, kRed);
  const std::vector<DrawBox> sorted = left_to_right(changed_boxes(before.view(), after.view()));
  REQUIRE(sorted.size() == 2);
  check_box(sorted[0], {0, 100}, {600, 1000});
  check_box(sorted[1], {590, 0}, {1000, 110});
}

TEST_CASE("changed_boxes: a box joins the cluster it adds least to", "[app][frame-cache]") {
  // As the top bar's badge at a turn change: its last triangle reaches into the top bar
  // and is near enough the board (drawn before) to join it; joining the board would
  // stretch it up to the top bar, and the two would become one box over the window.
  List before;
  before.quad({0, 100}, {600, 1000}).quad({0, 0}, {1000, 50}).quad({100, 45}, {110, 60});
  List after;
  after.quad({0, 100}, {600, 1000}, kRed).quad({0, 0}, {1000, 50}, kRed);
  after.quad({100, 45}, {110, 60}, kRed);
  std::vector<DrawBox> boxes = changed_boxes(before.view(), after.view());
  std::sort(boxes.begin(), boxes.end(),
            [](const DrawBox& a, const DrawBox& b) { return a.min.y < b.min.y; });
  REQUIRE(boxes.size() == 2);
  check_box(boxes[0], {0, 0}, {1000, 60});
  check_box(boxes[1], {0, 100}, {600, 1000});
}

TEST_CASE("changed_boxes: the changes between two anchors are clustered among themselves first",
          "[app][frame-cache]") {
  // As a thumbnail beside the board: its first triangle, a thin edge, is near enough the
  // board to join it, but it belongs with the rest of the thumbnail drawn after it. The
  // unchanged quad between the board and the thumbnail anchors the two changes apart.
  List before;
  before.quad({0, 100}, {600, 1000}).quad({700, 0}, {710, 10}, kWhite, kTexB);
  before.quad({610, 800}, {615, 1000}).quad({610, 800}, {1000, 1000});
  List after;
  after.quad({0, 100}, {600, 1000}, kRed).quad({700, 0}, {710, 10}, kWhite, kTexB);
  after.quad({610, 800}, {615, 1000}, kRed).quad({610, 800}, {1000, 1000}, kRed);
  const std::vector<DrawBox> sorted = left_to_right(changed_boxes(before.view(), after.view()));
  REQUIRE(sorted.size() == 2);
  check_box(sorted[0], {0, 100}, {600, 1000});
  check_box(sorted[1], {610, 800}, {1000, 1000});
}

}  // namespace mycity::app
