#include "ui/widgets.hpp"

#include <imgui_internal.h>  // ButtonBehavior, ItemAdd: a button of our own drawing

#include <algorithm>
#include <array>
#include <cmath>

#include "i18n/translate.hpp"
#include "paint/rounded_fill.hpp"
#include "ui/layout_audit.hpp"
#include "ui/theme.hpp"

namespace app {

namespace {

class PlainBackdrop final : public Backdrop {
 public:
  void draw(UiFrame& /*frame*/, float /*dim*/) const override {}
};

}  // namespace

const Backdrop& plain_backdrop() {
  static const PlainBackdrop plain;
  return plain;
}

void draw_menu_background(UiFrame& frame, float dim) {
  frame.backdrop.draw(frame, dim);
}

namespace {

// The soft shadow of a centred panel: three layers, each `kShadowStep` points wider than
// the one above, offset by (kShadowDx, kShadowDy).
constexpr int kShadowLayers = 3;
constexpr float kShadowStep = 3.0f;
constexpr float kShadowDx = 4.0f;
constexpr float kShadowDy = 7.0f;

// A window's fill and border, as ImGui draws them, at `pos`, `size` on `list`.
void draw_background(ImDrawList* list, ImVec2 pos, ImVec2 size, ImU32 fill, float rounding,
                     float border_size) {
  const ImVec2 far{pos.x + size.x, pos.y + size.y};
  list->PushClipRectFullScreen();
  fill_rounded_rect(list, pos, far, fill, rounding);
  // As ImGui's border: it also smooths the fill's corners, which are not anti-aliased.
  if (border_size > 0)
    list->AddRect(pos, far, ImGui::GetColorU32(ImGuiCol_Border), rounding, 0, border_size);
  list->PopClipRect();
}

// The shadow shows only around the opaque panel, so each layer is clipped to four strips
// outside the panel's inner rectangle: the software renderer then blends a rim, not the
// panel's whole area once per layer.
void draw_panel_shadow(ImDrawList* list, ImVec2 pos, ImVec2 size, float rounding) {
  const float reach = kShadowStep * static_cast<float>(kShadowLayers) + kShadowDx + kShadowDy;
  const ImVec2 far{pos.x + size.x, pos.y + size.y};
  const ImVec2 out_lo{pos.x - reach, pos.y - reach};
  const ImVec2 out_hi{far.x + reach, far.y + reach};
  const float inset = std::min(rounding, std::min(size.x, size.y) * 0.5f);
  const ImVec2 in_lo{pos.x + inset, pos.y + inset};
  const ImVec2 in_hi{far.x - inset, far.y - inset};
  struct Strip {
    ImVec2 lo, hi;
  };
  const std::array<Strip, 4> strips{{
      {out_lo, {out_hi.x, in_lo.y}},
      {{out_lo.x, in_hi.y}, out_hi},
      {{out_lo.x, in_lo.y}, {in_lo.x, in_hi.y}},
      {{in_hi.x, in_lo.y}, {out_hi.x, in_hi.y}},
  }};
  for (const auto& [lo, hi] : strips) {
    list->PushClipRect(lo, hi, false);
    for (int i = 1; i <= kShadowLayers; ++i) {
      const float spread = kShadowStep * static_cast<float>(i);
      fill_rounded_rect(list, {pos.x - spread + kShadowDx, pos.y - spread + kShadowDy},
                        {far.x + spread + kShadowDx, far.y + spread + kShadowDy},
                        IM_COL32(10, 16, 6, 40), rounding + spread);
    }
    list->PopClipRect();
  }
}

void draw_panel_chrome(ImDrawList* list, ImVec2 pos, ImVec2 size) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float rounding = style.WindowRounding;
  draw_panel_shadow(list, pos, size, rounding);
  draw_background(list, pos, size, ImGui::GetColorU32(ImGuiCol_WindowBg), rounding,
                  style.WindowBorderSize);
}

// The panel draws its own background (draw_panel_chrome), so ImGui draws neither background
// nor border.
constexpr ImGuiWindowFlags kPanelFlags =
    ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBackground;

void place_next_panel(float width, float max_height_fraction) {
  const ImGuiIO& io = ImGui::GetIO();
  const float margin = 16.0f;
  const float w = std::min(width, io.DisplaySize.x - 2 * margin);
  ImGui::SetNextWindowPos({io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f}, ImGuiCond_Always,
                          {0.5f, 0.5f});
  ImGui::SetNextWindowSizeConstraints({w, 0}, {w, io.DisplaySize.y * max_height_fraction});
}

}  // namespace

void begin_centered_panel(const char* id, float width, float max_height_fraction) {
  place_next_panel(width, max_height_fraction);
  ImGui::Begin(id, nullptr, kPanelFlags);
  // The shadow belongs in the panel's own draw list, above whatever lies under the panel
  // (the table, a full-window window, would cover one on the background layer).
  draw_panel_chrome(ImGui::GetWindowDrawList(), ImGui::GetWindowPos(), ImGui::GetWindowSize());
}

bool begin_centered_modal(const char* id, float width) {
  if (!ImGui::IsPopupOpen(id)) ImGui::OpenPopup(id);
  place_next_panel(width, 0.9f);
  if (!ImGui::BeginPopupModal(id, nullptr, kPanelFlags)) return false;
  draw_panel_chrome(ImGui::GetWindowDrawList(), ImGui::GetWindowPos(), ImGui::GetWindowSize());
  return true;
}

void draw_window_background(ImU32 fill, float rounding, float border_size) {
  draw_background(ImGui::GetWindowDrawList(), ImGui::GetWindowPos(), ImGui::GetWindowSize(), fill,
                  rounding, border_size);
}

void panel_rect(ImDrawList* list, ImVec2 min, ImVec2 max, float rounding) {
  // The shadow where it shows, right and below: under the opaque panel it would be covered.
  list->AddRectFilled({max.x - rounding, min.y + 5}, {max.x + 3, max.y + 5}, palette::kShade);
  list->AddRectFilled({min.x + 3, max.y - rounding}, {max.x - rounding, max.y + 5},
                      palette::kShade);
  fill_rounded_rect(list, min, max, palette::kPanel, rounding);
  list->AddRect(min, max, palette::kPanelBorder, rounding, 0, 1.5f);
}

void centered_text(std::string_view text, ImU32 colour) {
  const char* begin = text.data();
  const char* end = begin + text.size();
  const float w = ImGui::CalcTextSize(begin, end).x;
  const float avail = ImGui::GetContentRegionAvail().x;
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  if (w > avail) {  // too long for one line (a long name): wrapped, from the left
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(begin, end);
    ImGui::PopTextWrapPos();
  } else {
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (avail - w) * 0.5f);
    ImGui::TextUnformatted(begin, end);
  }
  ImGui::PopStyleColor();
}

ImVec2 half_row_button(float height) {
  return {(ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f, height};
}

bool button(const char* label, ImVec2 size) {
  // ImGui::ButtonEx (1.86) but for the frame's fill.
  ImGuiWindow* window = ImGui::GetCurrentWindow();
  if (window->SkipItems) return false;
  const ImGuiStyle& style = ImGui::GetStyle();
  const ImGuiID id = window->GetID(label);
  const ImVec2 label_size = ImGui::CalcTextSize(label, nullptr, true);
  const ImVec2 pos = window->DC.CursorPos;
  const ImVec2 frame_size = ImGui::CalcItemSize(size, label_size.x + style.FramePadding.x * 2.0f,
                                                label_size.y + style.FramePadding.y * 2.0f);
  const ImRect bb(pos, {pos.x + frame_size.x, pos.y + frame_size.y});
  ImGui::ItemSize(frame_size, style.FramePadding.y);
  audit_control(bb.Min, bb.Max, label);
  must_fit(std::string(label, ImGui::FindRenderedTextEnd(label)),
           frame_size.x - 2.0f * style.FramePadding.x);
  if (!ImGui::ItemAdd(bb, id)) return false;
  bool hovered = false;
  bool held = false;
  const bool pressed = ImGui::ButtonBehavior(bb, id, &hovered, &held);
  const ImU32 fill = ImGui::GetColorU32(held && hovered ? ImGuiCol_ButtonActive
                                        : hovered       ? ImGuiCol_ButtonHovered
                                                        : ImGuiCol_Button);
  ImGui::RenderNavHighlight(bb, id);
  ImDrawList* list = window->DrawList;
  fill_rounded_rect(list, bb.Min, bb.Max, fill, style.FrameRounding);
  // As ImGui::RenderFrame's border, which also smooths the fill's corners.
  if (style.FrameBorderSize > 0) {
    list->AddRect({bb.Min.x + 1, bb.Min.y + 1}, {bb.Max.x + 1, bb.Max.y + 1},
                  ImGui::GetColorU32(ImGuiCol_BorderShadow), style.FrameRounding, 0,
                  style.FrameBorderSize);
    list->AddRect(bb.Min, bb.Max, ImGui::GetColorU32(ImGuiCol_Border), style.FrameRounding, 0,
                  style.FrameBorderSize);
  }
  ImGui::RenderTextClipped({bb.Min.x + style.FramePadding.x, bb.Min.y + style.FramePadding.y},
                           {bb.Max.x - style.FramePadding.x, bb.Max.y - style.FramePadding.y},
                           label, nullptr, &label_size, style.ButtonTextAlign, &bb);
  return pressed;
}

bool begin_combo(const char* label, const std::string& preview) {
  // As ImGui::BeginCombo (1.86) lays out the preview: left of the arrow, after the padding.
  must_fit(preview,
           ImGui::CalcItemWidth() - ImGui::GetFrameHeight() - ImGui::GetStyle().FramePadding.x);
  return ImGui::BeginCombo(label, preview.c_str());
}

float framed_width(const std::vector<std::string>& labels) {
  float widest = 0.0f;
  for (const std::string& label : labels)
    widest = std::max(widest, ImGui::CalcTextSize(label.c_str()).x);
  return widest + 2.0f * ImGui::GetStyle().FramePadding.x;
}

float combo_width(const std::vector<std::string>& labels) {
  return framed_width(labels) + ImGui::GetFrameHeight();  // the combo's arrow is square
}

bool choice_combo(const char* id, std::string_view item_id, const std::vector<std::string>& labels,
                  int& chosen, const std::vector<std::string>& notes) {
  ImGui::SetNextItemWidth(combo_width(labels));
  const auto shown = static_cast<std::size_t>(chosen);
  if (!begin_combo(id, shown < labels.size() ? labels[shown] : "")) return false;
  const float note_x = framed_width(labels) + ImGui::GetStyle().ItemSpacing.x;
  bool changed = false;
  for (std::size_t i = 0; i < labels.size(); ++i) {
    const std::string item = labels[i] + "###" + std::string(item_id) + std::to_string(i);
    if (ImGui::Selectable(item.c_str(), i == shown) && i != shown) {
      chosen = static_cast<int>(i);
      changed = true;
    }
    if (i < notes.size() && !notes[i].empty()) {
      ImGui::SameLine(note_x);
      ImGui::TextDisabled("%s", notes[i].c_str());
    }
  }
  ImGui::EndCombo();
  return changed;
}

bool wide_button(const char* label, float height) {
  return button(label, {ImGui::GetContentRegionAvail().x, height});
}

void heading(UiFrame& frame, const char* text) {
  ImGui::PushFont(frame.fonts.heading);
  ImGui::TextUnformatted(text);
  ImGui::PopFont();
}

std::string fitted(const std::string& text, float width, WholeText whole) {
  if (ImGui::CalcTextSize(text.c_str()).x <= width) return text;
  if (whole == WholeText::Nowhere) audit_cut_text(text, width);
  const std::string ellipsis = "\xE2\x80\xA6";
  std::string cut = text;
  while (!cut.empty()) {
    // Drop one UTF-8 character: its continuation bytes (10xxxxxx), then its lead byte.
    while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80) cut.pop_back();
    if (!cut.empty()) cut.pop_back();
    if (ImGui::CalcTextSize((cut + ellipsis).c_str()).x <= width) return cut + ellipsis;
  }
  return ellipsis;
}

void must_fit(const std::string& text, float width) {
  if (ImGui::CalcTextSize(text.c_str()).x > width) audit_cut_text(text, width);
}

void wrapped_text(const std::string& text, ImU32 colour) {
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

void warning_text(const std::string& text) {
  if (!text.empty()) wrapped_text(text, palette::kWarn);
}

void begin_full_window(const char* id) {
  ImGui::SetNextWindowPos({0, 0});
  ImGui::SetNextWindowSize(ImGui::GetIO().DisplaySize);
  ImGui::Begin(id, nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBackground |
                   ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoMove);
}

void begin_scroll_body(const char* id, float footer_height, bool border) {
  ImGui::BeginChild(id, {0, -footer_height}, border, ImGuiWindowFlags_AlwaysVerticalScrollbar);
  allow_scrolling();
}

float footer_height(int wide_buttons, float height, int small_buttons) {
  const float spacing = ImGui::GetStyle().ItemSpacing.y;
  return static_cast<float>(wide_buttons) * (height + spacing) +
         static_cast<float>(small_buttons) * ImGui::GetFrameHeightWithSpacing();
}

bool back_and_action(UiFrame& frame, const char* action, bool action_enabled) {
  ImGui::Separator();
  const ImVec2 size = half_row_button(44.0f * frame.ui_scale);
  if (button((i18n::tr("Back") + "###back").c_str(), size)) frame.go_to = ScreenId::MainMenu;
  ImGui::SameLine();
  ImGui::BeginDisabled(!action_enabled);
  const bool clicked = button(action, size);
  ImGui::EndDisabled();
  return clicked;
}

}  // namespace app
