#include "games/coming_game.hpp"

#include "i18n/translate.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {
namespace {

// Nothing behind the panels but the table the app clears each frame with.
class NoBackdrop final : public Backdrop {
 public:
  void draw(UiFrame& /*frame*/, float /*dim*/) const override {}
};

}  // namespace

void ComingGame::draw_menu(UiFrame& /*frame*/, float button_height) {
  ImGui::BeginDisabled();
  // TRANSLATORS: a game on the front menu whose screens are still being made; {1} is its
  // name ("Machi Koro").
  wide_button(i18n::format(i18n::tr("{1} (coming)"), i18n::tr(info_.name)).c_str(), button_height);
  ImGui::EndDisabled();
}

const Backdrop& ComingGame::backdrop() const {
  static const NoBackdrop none;
  return none;
}

}  // namespace mycity::app
