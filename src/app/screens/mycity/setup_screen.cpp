#include "screens/mycity/setup_screen.hpp"

#include "base/random.hpp"
#include "games/mycity/house_rules_choice.hpp"
#include "i18n/translate.hpp"
#include "mycity/session/game_hub.hpp"
#include "screens/mycity/screen_ids.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace mycity::app {

using i18n::tr;
using session::SeatInfo;

SetupScreen::SetupScreen(session::GameHub& hub) : hub_(hub), rows_(false, hub.animals(), true) {}

void SetupScreen::on_enter() {
  error_.clear();
  if (!rows_.empty()) return;
  house_rules_ = hub_.last_house_rules();
  // The last game's players, or two fresh seats.
  std::vector<SeatInfo> seats = hub_.last_seats();
  if (seats.empty()) seats = {{"", 0, "", std::nullopt}, {"", 1, "", std::nullopt}};
  for (const SeatInfo& seat : seats) rows_.add(seat.name, seat.animal, seat.computer);
}

void SetupScreen::start(UiFrame& frame) {
  std::vector<SeatInfo> seats;
  for (std::size_t i = 0; i < rows_.size(); ++i)
    seats.push_back({rows_.name(i), rows_.animal(i), "", rows_.computer(i)});
  error_ = hub_.start(seats, base::random_seed(), house_rules_).error();
  if (error_.empty()) frame.go_to = MyCityScreen::Play;
}

void SetupScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.35f);
  const float s = frame.ui_scale;
  begin_centered_panel("##setup", 860.0f * s, 0.96f);
  heading(frame, tr("New Eternity game").c_str());
  wrapped_text(tr("2 to 4 players share this screen and take turns. Each player picks a name "
                  "and an animal; every animal plays once."),
               palette::kInkSoft);
  wrapped_text(tr("Any seat can be the computer, easy, medium or hard: one person and one "
                  "to three computers make a solo game."),
               palette::kInkSoft);
  // A suggestion, never a lock: a group may have played the printed campaign.
  wrapped_text(tr("The printed rules ask that at least one of you has played episodes "
                  "1\xE2\x80\x93"
                  "5 of the campaign first; you may start all the same."),
               palette::kInkSoft);
  ImGui::Spacing();
  rows_.draw(frame, hub_.min_players(), hub_.max_players());
  ImGui::Spacing();
  house_rules_choice(house_rules_);
  if (hub_.autosave_enabled() && hub_.can_continue()) {
    wrapped_text(tr("Starting replaces the game in progress under Continue."), palette::kInkSoft);
  }
  warning_text(error_);
  if (back_and_action(frame, tr("Start game").c_str())) start(frame);
  ImGui::End();
}

}  // namespace mycity::app
