// What a frame's layout got wrong, for the tests that walk every screen at every window size
// (tests/app/window_sizes_test.cpp): a window outside the display, content that needs
// scrolling where nothing should scroll, a control cut by its window, a label cut short by
// its button, table column or drop-down, or shortened with "…".
#pragma once

#include <string>
#include <vector>

#include <imgui.h>

struct ImGuiWindow;

namespace app {

struct LayoutProblem {
  std::string window;  // the ImGui window's name
  std::string what;
};

// One frame's findings. The app makes it the current audit (ImGuiIO::UserData) while a
// frame is built; the widgets report to it and check_windows() looks at every window.
class LayoutAudit {
 public:
  void begin_frame();
  // After ImGui::Render(): every window inside the display and its parent, and its
  // content within its size unless it was declared a scroll area; every table's text
  // within its columns.
  void check_windows();
  const std::vector<LayoutProblem>& problems() const { return problems_; }

  void add(std::string what);
  void allow_scrolling(ImGuiID window);
  // True when `window` or a window around it was declared a scroll area.
  bool scrolls(const ImGuiWindow* window) const;

 private:
  void check_tables();

  std::vector<LayoutProblem> problems_;
  std::vector<ImGuiID> scroll_areas_;
};

// For the widgets; each does nothing when no audit is current.
// A control drawn in the current window from `min` to `max` must lie in its visible part.
void audit_control(ImVec2 min, ImVec2 max, const char* label);
// A text too wide for the room it has.
void audit_cut_text(const std::string& text, float width);
// The current window may be taller (or wider) than it shows: the player scrolls it.
void allow_scrolling();

}  // namespace app
