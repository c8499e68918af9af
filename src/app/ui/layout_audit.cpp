#include "ui/layout_audit.hpp"

#include <imgui_internal.h>  // ImGuiWindow: rectangles, cursor extent, parent

#include <algorithm>
#include <cstdio>

namespace app {
namespace {

// Rounding of positions to whole pixels may move an edge this far.
constexpr float kSlack = 1.0f;

LayoutAudit* current_audit() {
  return static_cast<LayoutAudit*>(ImGui::GetIO().UserData);
}

std::string rect_text(ImVec2 min, ImVec2 max) {
  char text[96];
  std::snprintf(text, sizeof text, "(%.0f,%.0f)-(%.0f,%.0f)", min.x, min.y, max.x, max.y);
  return text;
}

bool inside(ImVec2 min, ImVec2 max, const ImRect& within) {
  return min.x >= within.Min.x - kSlack && min.y >= within.Min.y - kSlack &&
         max.x <= within.Max.x + kSlack && max.y <= within.Max.y + kSlack;
}

bool skipped(const ImGuiWindow* w) {
  return !w->Active || w->Hidden || (w->Flags & ImGuiWindowFlags_Tooltip) != 0;
}

}  // namespace

void LayoutAudit::begin_frame() {
  problems_.clear();
  scroll_areas_.clear();
}

void LayoutAudit::add(std::string what) {
  const ImGuiWindow* window = ImGui::GetCurrentContext()->CurrentWindow;
  problems_.push_back({window != nullptr ? window->Name : "", std::move(what)});
}

void LayoutAudit::allow_scrolling(ImGuiID window) {
  scroll_areas_.push_back(window);
}

bool LayoutAudit::scrolls(const ImGuiWindow* window) const {
  for (const ImGuiWindow* w = window; w != nullptr; w = w->ParentWindow)
    if (std::find(scroll_areas_.begin(), scroll_areas_.end(), w->ID) != scroll_areas_.end())
      return true;
  return false;
}

void LayoutAudit::check_windows() {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  for (const ImGuiWindow* w : ImGui::GetCurrentContext()->Windows) {
    if (skipped(w)) continue;
    const ImVec2 max{w->Pos.x + w->Size.x, w->Pos.y + w->Size.y};
    const ImGuiWindow* parent = w->ParentWindow;
    const bool child = (w->Flags & ImGuiWindowFlags_ChildWindow) != 0 && parent != nullptr;
    if (!child && !inside(w->Pos, max, ImRect({0, 0}, display)))
      problems_.push_back({w->Name, "window " + rect_text(w->Pos, max) + " outside the display"});
    if (child && !scrolls(parent) && !inside(w->Pos, max, parent->InnerRect))
      problems_.push_back({w->Name, "child window " + rect_text(w->Pos, max) +
                                        " outside its parent " +
                                        rect_text(parent->InnerRect.Min, parent->InnerRect.Max)});
    if (scrolls(w)) continue;
    // How far this frame's content reaches past what the window shows.
    const float over_x = w->DC.CursorMaxPos.x - w->InnerClipRect.Max.x;
    const float over_y = w->DC.CursorMaxPos.y - w->InnerClipRect.Max.y;
    if (over_x > kSlack || over_y > kSlack) {
      char text[128];
      std::snprintf(text, sizeof text, "content reaches %.0f x %.0f points past the window",
                    std::max(0.0f, over_x), std::max(0.0f, over_y));
      problems_.push_back({w->Name, text});
    }
  }
  check_tables();
}

void LayoutAudit::check_tables() {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  for (int i = 0; i < g.Tables.GetMapSize(); ++i) {
    const ImGuiTable* table = g.Tables.TryGetMapData(i);
    if (table == nullptr || table->LastFrameActive != g.FrameCount) continue;
    for (int c = 0; c < table->ColumnsCount; ++c) {
      // How far the cells' text and the heading's whole label reach: past MaxX it is cut.
      const ImGuiTableColumn& column = table->Columns[c];
      const float reach = std::max(
          {column.ContentMaxXFrozen, column.ContentMaxXUnfrozen, column.ContentMaxXHeadersIdeal});
      if (!column.IsEnabled || reach <= column.MaxX + kSlack) continue;
      char text[160];
      std::snprintf(text, sizeof text, "column \"%s\" cuts its text by %.0f points",
                    ImGui::TableGetColumnName(table, c), reach - column.MaxX);
      problems_.push_back({table->OuterWindow->Name, text});
    }
  }
}

void audit_control(ImVec2 min, ImVec2 max, const char* label) {
  LayoutAudit* audit = current_audit();
  const ImGuiWindow* window = ImGui::GetCurrentContext()->CurrentWindow;
  if (audit == nullptr || window == nullptr || audit->scrolls(window)) return;
  if (!inside(min, max, window->ClipRect))
    audit->add(std::string("control \"") + label + "\" at " + rect_text(min, max) +
               " not fully in view " + rect_text(window->ClipRect.Min, window->ClipRect.Max));
}

void audit_cut_text(const std::string& text, float width) {
  if (LayoutAudit* audit = current_audit())
    audit->add("text \"" + text + "\" does not fit " + std::to_string(static_cast<int>(width)) +
               " points");
}

void allow_scrolling() {
  if (LayoutAudit* audit = current_audit())
    audit->allow_scrolling(ImGui::GetCurrentContext()->CurrentWindow->ID);
}

}  // namespace app
