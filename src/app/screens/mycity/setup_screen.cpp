#include "screens/mycity/setup_screen.hpp"

#include <algorithm>

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

namespace {

// New boards get six-digit numbers, easy to read out and type again; any seed may be typed.
constexpr std::uint64_t kBoardNumbers = 1'000'000;

}  // namespace

SetupScreen::SetupScreen(session::GameHub& hub)
    : hub_(hub), rows_(false, hub.animals(), true, hub.roster()) {}

void SetupScreen::on_enter() {
  error_.clear();
  if (!rows_.empty()) return;
  house_rules_ = hub_.last_house_rules();
  const BoardChoice board = hub_.last_board();
  new_board_ = board.seed.has_value();
  const std::string number =
      std::to_string(board.seed.value_or(base::random_seed() % kBoardNumbers));
  number.copy(board_number_.data(), board_number_.size() - 1);
  // The last game's players, or two fresh seats.
  std::vector<SeatInfo> seats = hub_.last_seats();
  if (seats.empty()) seats = {{"", 0, "", std::nullopt}, {"", 1, "", std::nullopt}};
  for (const SeatInfo& seat : seats) rows_.add(seat.name, seat.animal, seat.computer);
}

void SetupScreen::start(UiFrame& frame) {
  std::vector<SeatInfo> seats;
  for (std::size_t i = 0; i < rows_.size(); ++i)
    seats.push_back({rows_.name(i), rows_.animal(i), "", rows_.computer(i)});
  BoardChoice board;
  if (new_board_) {
    board.seed = base::seed_from_text(board_number_.data());
    if (!board.seed) {
      error_ = tr("A board number is a whole number from 0 to 18446744073709551615.");
      return;
    }
  }
  error_ = hub_.start(seats, base::random_seed(), house_rules_, board).error();
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
  draw_board_choice(frame);
  if (hub_.autosave_enabled() && hub_.can_continue()) {
    wrapped_text(tr("Starting replaces the game in progress under Continue."), palette::kInkSoft);
  }
  warning_text(error_);
  if (back_and_action(frame, tr("Start game").c_str())) start(frame);
  ImGui::End();
}

// One row: with four players the smallest windows have no room for a line more.
void SetupScreen::draw_board_choice(UiFrame& frame) {
  const std::string about =
      tr("Every player builds on the same board. A new board has the printed board's mountains, "
         "forest, trees, rocks, wells and gold, laid out anew; its number brings it back.");
  const auto explain = [&] {
    if (!ImGui::IsItemHovered()) return;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24.0f);
    ImGui::TextUnformatted(about.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  };
  ImGui::Spacing();
  if (ImGui::RadioButton((tr("The printed board") + "###printed").c_str(), !new_board_))
    new_board_ = false;
  explain();
  ImGui::SameLine();
  if (ImGui::RadioButton((tr("A new board, number") + "###new").c_str(), new_board_))
    new_board_ = true;
  explain();
  ImGui::SameLine();
  ImGui::BeginDisabled(!new_board_);
  ImGui::SetNextItemWidth(std::min(190.0f * frame.ui_scale, ImGui::GetContentRegionAvail().x));
  ImGui::InputText("##board-number", board_number_.data(), board_number_.size(),
                   ImGuiInputTextFlags_CharsDecimal);
  ImGui::EndDisabled();
}

}  // namespace mycity::app
