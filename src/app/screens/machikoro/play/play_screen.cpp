#include "screens/machikoro/play/play_screen.hpp"

#include <chrono>

#include "i18n/translate.hpp"
#include "machikoro/session/game_hub.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {

using i18n::tr;

bool MachiKoroPlayScreen::animating() const {
  const machikoro::session::Table* table = hub_.table();
  return table != nullptr && !table->game().over() && !table->person_to_act();
}

void MachiKoroPlayScreen::draw(UiFrame& frame) {
  machikoro::session::Table* table = hub_.table();
  if (table == nullptr) {
    frame.go_to = ScreenId::MainMenu;
    return;
  }
  table->advance(std::chrono::milliseconds(0));
  const machikoro::Game& game = table->game();
  if (game.over()) {
    frame.go_to = MachiKoroScreen::End;
    return;
  }
  begin_full_window("##machikoro-play");
  for (int seat = 0; seat < game.player_count(); ++seat) {
    const machikoro::PlayerState& player = game.player(seat);
    ImGui::TextUnformatted(
        i18n::format("{1}: {2}", player.name, std::to_string(player.coins)).c_str());
  }
  if (table->person_to_act()) {
    for (const machikoro::Choice& choice : game.legal_choices()) {
      if (button(machikoro::describe(game.cards(), choice).c_str())) {
        (void)table->act(choice);
        break;
      }
    }
  }
  ImGui::End();
}

}  // namespace mycity::app
