// Small drawing helpers shared by the screens.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <imgui.h>

#include "ui/screen.hpp"

namespace app {

// The screen's backdrop (UiFrame::backdrop) covering the whole window, dimmed by `dim`.
void draw_menu_background(UiFrame& frame, float dim);

// Begins a window covering the whole display, transparent, behind any other. Pair with
// ImGui::End().
void begin_full_window(const char* id);

// Begins a centred panel window of the given width (points; clipped to the window) and
// maximum height fraction. Always pair with ImGui::End().
void begin_centered_panel(const char* id, float width, float max_height_fraction);

// A centred panel that blocks every other window (ImGui's modal popup) while it is drawn each
// frame. Pair a true return with ImGui::EndPopup().
bool begin_centered_modal(const char* id, float width);

// The current window's fill and border as ImGui draws them, filled cheaply (rounded_fill.hpp),
// for a window begun with ImGuiWindowFlags_NoBackground. Call it before the window's content.
void draw_window_background(ImU32 fill, float rounding, float border_size);

// A panel drawn on a table screen (a top bar, a side panel) over its shadow, opaque.
void panel_rect(ImDrawList* list, ImVec2 min, ImVec2 max, float rounding);

// Text centred horizontally in the current window; wrapped when wider than it.
void centered_text(std::string_view text, ImU32 colour);

// The size of one of two buttons side by side filling the row.
ImVec2 half_row_button(float height);

// ImGui::Button as it looks and behaves, its rounded frame filled cheaply (rounded_fill.hpp).
// Use it for every button, so that all look alike. A label cut by the button's width is a
// layout problem.
bool button(const char* label, ImVec2 size = {0, 0});

// ImGui::BeginCombo; the layout audit reports a `preview` cut by the drop-down's width.
bool begin_combo(const char* label, const std::string& preview);

// The width of a button as wide as the widest of `labels`, with its frame's padding.
float framed_width(const std::vector<std::string>& labels);
// The width of a drop-down as wide as the widest of `labels` (and its square arrow).
float combo_width(const std::vector<std::string>& labels);

// A drop-down of `labels` as wide as the widest, showing `chosen` (an index). Each item is
// "<label>###<item_id><index>", the same in every language; `notes`, when given, put a
// quieter line beside each item (what the choice means). True when the choice changed.
bool choice_combo(const char* id, std::string_view item_id, const std::vector<std::string>& labels,
                  int& chosen, const std::vector<std::string>& notes = {});

// A full-width button; returns true when clicked.
bool wide_button(const char* label, float height);

// Heading font line.
void heading(UiFrame& frame, const char* text);

// Where else a text fitted() cuts shows whole: nowhere (the cut is a layout problem the
// LayoutAudit reports) or in a tooltip.
enum class WholeText { Nowhere, InTooltip };

// `text` as it fits `width` points in the current font: whole, or cut at a character
// boundary and ended with "…".
std::string fitted(const std::string& text, float width, WholeText whole = WholeText::Nowhere);

// Reports `text` to the layout audit when it is wider than `width` points: for what must
// never be cut (scores), where fitted() would do for a name.
void must_fit(const std::string& text, float width);

// `text` wrapped to the window's width, in `colour`.
void wrapped_text(const std::string& text, ImU32 colour);

// A wrapped line in the warning colour; nothing for an empty text.
void warning_text(const std::string& text);

// A child window filling the current one but for `footer_height` points at its bottom
// (where the buttons go, always in sight): the long text above them scrolls. Pair with
// ImGui::EndChild().
void begin_scroll_body(const char* id, float footer_height, bool border = false);

// The height of a footer of `wide_buttons` buttons `height` tall and `small_buttons`
// buttons of the frame height, one a row.
float footer_height(int wide_buttons, float height, int small_buttons);

// A separator, then "Back" (to the main menu) and `action` sharing the row: true when
// `action` was clicked.
bool back_and_action(UiFrame& frame, const char* action, bool action_enabled = true);

}  // namespace app
