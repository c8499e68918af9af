#include "screens/mycity/replay_screen.hpp"

#include <algorithm>
#include <cmath>

#include "i18n/translate.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/game_text.hpp"
#include "screens/mycity/city_boxes.hpp"
#include "screens/mycity/look_back_origin.hpp"
#include "screens/mycity/look_back_text.hpp"
#include "screens/mycity/screen_ids.hpp"
#include "table/button_row.hpp"
#include "table/default_names.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::format;
using i18n::tr;

namespace {

// What `seat` did in the round shown (0: none yet).
std::string round_text(const mycity::session::LookBack& look, int seat) {
  if (look.round() == 0) return "";
  const auto& slot = look.game()->record.turns[static_cast<std::size_t>(look.round() - 1)]
                                              [static_cast<std::size_t>(seat)];
  return slot ? action_done_text(*slot) : tr("out of the game");
}

// `seat`'s city in the round shown, the building of the round outlined.
CityBox city_box(const mycity::session::LookBack& look, int seat) {
  const mycity::PlayerState& player = look.shown().player(seat);
  CityBox box{table::shown_name(player.name),
              replay_city_line(round_text(look, seat), player),
              &player.city,
              {}};
  if (look.round() == 0) return box;
  const auto& slot = look.game()->record.turns[static_cast<std::size_t>(look.round() - 1)]
                                              [static_cast<std::size_t>(seat)];
  if (slot && slot->kind == mycity::ActionKind::Build && !player.city.buildings().empty())
    box.marked = player.city.buildings().back().cells;
  return box;
}

// The round and its card across the top, `m` points from the window's edges.
void draw_title(UiFrame& frame, const mycity::session::LookBack& look, float m) {
  const mycity::Game& game = look.shown();
  const float room = ImGui::GetIO().DisplaySize.x - 2 * m;
  ImGui::SetCursorScreenPos({m, m});
  ImGui::PushStyleColor(ImGuiCol_Text, palette::kOnTable);
  ImGui::PushFont(frame.fonts.heading);
  const std::string title =
      look.round() == 0 ? tr("Replay: before the first card")
                        : format(tr("Replay: round {1} of {2}"), look.round(), look.rounds());
  ImGui::TextUnformatted(fitted(title, room).c_str());
  ImGui::PopFont();
  const std::string card =
      look.round() == 0
          ? tr("\xE2\x86\x90 and \xE2\x86\x92 step through the game.")
          : format(tr("The card: {1}"),
                   tr(game.catalogue()
                          .piece(game.round_pieces()[static_cast<std::size_t>(look.round() - 1)])
                          .name));
  ImGui::SetCursorScreenPos({m, ImGui::GetCursorScreenPos().y});
  ImGui::TextUnformatted(fitted(card, room).c_str());
  ImGui::PopStyleColor();
}

// Previous, next, the analysis and back, from `y` down.
void draw_buttons(UiFrame& frame, mycity::session::LookBack& look, float y) {
  const float s = frame.ui_scale;
  const float m = 14.0f * s;
  const table::ButtonRow row =
      table::centred_buttons(4, ImGui::GetIO().DisplaySize.x, 220.0f * s, m);
  const ImVec2 size{row.w, 44.0f * s};
  ImGui::SetCursorScreenPos({row.x, y});
  ImGui::BeginDisabled(look.round() == 0);
  if (button((tr("\xE2\x86\x90 Previous") + "##previous").c_str(), size)) look.step(-1);
  ImGui::EndDisabled();
  ImGui::SameLine(0, m);
  ImGui::BeginDisabled(look.round() == look.rounds());
  if (button((tr("Next \xE2\x86\x92") + "##next").c_str(), size)) look.step(1);
  ImGui::EndDisabled();
  ImGui::SameLine(0, m);
  if (button((tr("Analysis") + "##analysis").c_str(), size)) frame.go_to = MyCityScreen::Analysis;
  ImGui::SameLine(0, m);
  if (button((tr("Back") + "##back").c_str(), size))
    frame.go_to = screen_before(look.opened_from());
}

}  // namespace

bool ReplayScreen::on_key(const KeyPress& key) {
  if (key.key != KeyPress::Key::Left && key.key != KeyPress::Key::Right) return false;
  look_.step(key.key == KeyPress::Key::Left ? -1 : 1);
  return true;
}

void ReplayScreen::draw(UiFrame& frame) {
  mycity::session::LookBack& look = look_;
  if (look.game() == nullptr) {
    frame.go_to = ScreenId::MainMenu;
    return;
  }
  draw_menu_background(frame, 0.55f);
  const ImGuiIO& io = ImGui::GetIO();
  const float s = frame.ui_scale;
  const float m = 14.0f * s;
  begin_full_window("##replay");
  draw_title(frame, look, m);

  // Every city at once, the building of the round outlined.
  const float button_h = 44.0f * s;
  const float bottom = io.DisplaySize.y - button_h - 2 * m;
  std::vector<CityBox> boxes;
  for (int seat = 0; seat < look.shown().player_count(); ++seat)
    boxes.push_back(city_box(look, seat));
  draw_city_boxes(frame, boxes, ImGui::GetCursorScreenPos().y + m * 0.5f, bottom);
  draw_buttons(frame, look, bottom + m);
  ImGui::End();
}

}  // namespace app
