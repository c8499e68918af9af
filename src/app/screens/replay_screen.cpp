#include "screens/replay_screen.hpp"

#include <algorithm>
#include <cmath>

#include "i18n/translate.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/game_text.hpp"
#include "paint/city_view.hpp"
#include "screens/look_back_origin.hpp"
#include "screens/look_back_text.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {

using i18n::format;
using i18n::tr;

namespace {

constexpr ImU32 kHighlight = IM_COL32(255, 214, 40, 255);

// What `seat` did in the round shown (0: none yet).
std::string round_text(const session::LookBack& look, int seat) {
  if (look.round() == 0) return "";
  const auto& slot = look.game()->record.turns[static_cast<std::size_t>(look.round() - 1)]
                                              [static_cast<std::size_t>(seat)];
  return slot ? action_done_text(*slot) : tr("out of the game");
}

}  // namespace

bool ReplayScreen::on_key(const KeyPress& key) {
  if (key.key != KeyPress::Key::Left && key.key != KeyPress::Key::Right) return false;
  hub_.look_back().step(key.key == KeyPress::Key::Left ? -1 : 1);
  return true;
}

void ReplayScreen::draw_city(UiFrame& frame, int seat, float x, float y, float w, float h) {
  const float s = frame.ui_scale;
  const session::LookBack& look = hub_.look_back();
  const Game& game = look.shown();
  const PlayerState& player = game.player(seat);
  ImGui::SetCursorScreenPos({x, y});
  ImGui::BeginChild(("##city" + std::to_string(seat)).c_str(), {w, h}, true,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoBackground);
  draw_window_background(palette::kPanel, 8.0f * s, 1.0f);
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kInk);
  ImGui::PushFont(frame.fonts.heading);
  ImGui::TextUnformatted(fitted(player.name, ImGui::GetContentRegionAvail().x).c_str());
  ImGui::PopFont();
  const std::string did = round_text(look, seat);
  const std::string line =
      did.empty() ? format(tr("Track {1}"), session::score_number(player.track.value()))
                  : format(tr("{1}  \xC2\xB7  track {2}"), did,
                           session::score_number(player.track.value()));
  ImGui::TextUnformatted(fitted(line, ImGui::GetContentRegionAvail().x).c_str());
  ImGui::PopStyleColor();

  const BoardLayout& layout = player.city.layout();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float cell = snap_cell_size(
      std::max(2.0f, std::min(avail.x / static_cast<float>(layout.width),
                              (avail.y - 2.0f * s) / static_cast<float>(layout.height))),
      frame.pixel_density);
  BoardDrawStyle style;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  style.origin = {at.x + std::floor((avail.x - cell * static_cast<float>(layout.width)) * 0.5f),
                  at.y};
  style.cell = cell;
  style.pixel_density = frame.pixel_density;
  style.patterns = frame.settings.get().colour_blind_patterns;
  style.sticker_spots = false;
  ImDrawList* list = ImGui::GetWindowDrawList();
  draw_city_picture(list, frame.pictures, frame.art, player.city, style);
  // The building of the round shown, marked.
  const auto& turns = look.game()->record.turns;
  if (look.round() > 0) {
    const auto& slot =
        turns[static_cast<std::size_t>(look.round() - 1)][static_cast<std::size_t>(seat)];
    if (slot && slot->kind == ActionKind::Build && !player.city.buildings().empty())
      mark_cells(list, player.city.buildings().back().cells, style, kHighlight);
  }
  ImGui::EndChild();
}

void ReplayScreen::draw(UiFrame& frame) {
  session::LookBack& look = hub_.look_back();
  if (look.game() == nullptr) {
    frame.go_to = ScreenId::MainMenu;
    return;
  }
  draw_menu_background(frame, 0.55f);
  const ImGuiIO& io = ImGui::GetIO();
  const float s = frame.ui_scale;
  const float m = 14.0f * s;
  begin_full_window("##replay");
  const Game& game = look.shown();

  // The round and its card, on a panel across the top.
  ImGui::SetCursorScreenPos({m, m});
  ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 246, 222, 255));
  ImGui::PushFont(frame.fonts.heading);
  const std::string title =
      look.round() == 0 ? tr("Replay: before the first card")
                        : format(tr("Replay: round {1} of {2}"), look.round(), look.rounds());
  ImGui::TextUnformatted(fitted(title, io.DisplaySize.x - 2 * m).c_str());
  ImGui::PopFont();
  const std::string card =
      look.round() == 0
          ? tr("\xE2\x86\x90 and \xE2\x86\x92 step through the game.")
          : format(tr("The card: {1}"),
                   tr(game.catalogue()
                          .piece(game.round_pieces()[static_cast<std::size_t>(look.round() - 1)])
                          .name));
  ImGui::SetCursorScreenPos({m, ImGui::GetCursorScreenPos().y});
  ImGui::TextUnformatted(fitted(card, io.DisplaySize.x - 2 * m).c_str());
  ImGui::PopStyleColor();

  // Every city at once: one row of up to four, or two rows of two when that is bigger.
  const float button_h = 44.0f * s;
  const float top = ImGui::GetCursorScreenPos().y + m * 0.5f;
  const float bottom = io.DisplaySize.y - button_h - 2 * m;
  const int n = game.player_count();
  const BoardLayout& board = game.player(0).city.layout();
  const float aspect = static_cast<float>(board.height) / static_cast<float>(board.width);
  const ImVec2 pad = ImGui::GetStyle().WindowPadding;
  const float header = 2.0f * ImGui::GetTextLineHeightWithSpacing() + 2.0f * s;
  const auto column_width = [&](int cols) {
    return (io.DisplaySize.x - m * static_cast<float>(cols + 1)) / static_cast<float>(cols);
  };
  // The board width `cols` columns of cities leave.
  const auto board_width = [&](int cols) {
    const int rows = (n + cols - 1) / cols;
    const float h = (bottom - top - m * static_cast<float>(rows - 1)) / static_cast<float>(rows);
    return std::min(column_width(cols) - 2 * pad.x, (h - header - 2 * pad.y) / aspect);
  };
  const int cols = n > 2 && board_width(2) >= board_width(n) ? 2 : n;
  const int rows = (n + cols - 1) / cols;
  const float board_w = board_width(cols);
  const float w = std::min(column_width(cols), board_w + 2 * pad.x);
  const float h = header + board_w * aspect + 2 * pad.y;
  const float x0 = std::floor(
      (io.DisplaySize.x - static_cast<float>(cols) * w - m * static_cast<float>(cols - 1)) * 0.5f);
  const float y0 =
      top +
      std::floor((bottom - top - static_cast<float>(rows) * h - m * static_cast<float>(rows - 1)) *
                 0.5f);
  for (int seat = 0; seat < n; ++seat) {
    const float x = x0 + static_cast<float>(seat % cols) * (w + m);
    const float y = y0 + static_cast<float>(seat / cols) * (h + m);
    draw_city(frame, seat, x, y, w, h);
  }

  // Previous, next, the analysis and back.
  const float bw = std::min(220.0f * s, (io.DisplaySize.x - 5 * m) / 4);
  ImGui::SetCursorScreenPos({io.DisplaySize.x * 0.5f - 2 * bw - 1.5f * m, bottom + m});
  ImGui::BeginDisabled(look.round() == 0);
  if (button((tr("\xE2\x86\x90 Previous") + "##previous").c_str(), {bw, button_h})) look.step(-1);
  ImGui::EndDisabled();
  ImGui::SameLine(0, m);
  ImGui::BeginDisabled(look.round() == look.rounds());
  if (button((tr("Next \xE2\x86\x92") + "##next").c_str(), {bw, button_h})) look.step(1);
  ImGui::EndDisabled();
  ImGui::SameLine(0, m);
  if (button((tr("Analysis") + "##analysis").c_str(), {bw, button_h}))
    frame.go_to = ScreenId::Analysis;
  ImGui::SameLine(0, m);
  if (button((tr("Back") + "##back").c_str(), {bw, button_h}))
    frame.go_to = screen_before(look.opened_from());
  ImGui::End();
}

}  // namespace mycity::app
