#include "screens/mycity/play/play_screen.hpp"

#include "i18n/translate.hpp"
#include "mycity/session/game_hub.hpp"
#include "screens/mycity/mycity_info.hpp"
#include "screens/mycity/play/handoff.hpp"
#include "screens/mycity/play/play_keys.hpp"
#include "screens/mycity/play/play_paint.hpp"
#include "screens/mycity/play/reveal.hpp"
#include "screens/mycity/play/side_panel.hpp"
#include "screens/mycity/play/supply_view.hpp"
#include "screens/mycity/play/table_view.hpp"
#include "screens/mycity/play/thumbnails.hpp"
#include "screens/mycity/screen_ids.hpp"
#include "ui/widgets.hpp"

namespace app {

using mycity::session::EternityTable;
using mycity::session::GameHub;
using mycity::session::PlayLayout;
namespace {

using Phase = mycity::session::TurnController::Phase;
using Kind = PlayCommand::Kind;

// How long a frame waits for a think: answers of the quick players come in the same
// frame, and a long think is looked at about 60 times a second.
constexpr std::chrono::milliseconds kThinkWait{16};
// A think shorter than this shows no sign.
constexpr double kQuietSeconds = 0.3;

// The hub's Eternity game.
class EternitySource : public PlaySource {
 public:
  EternitySource(GameHub& hub, const mycity::session::Presentation& presentation)
      : hub_(hub), presentation_(presentation) {}
  std::optional<PlayTable> table() override {
    EternityTable* game = hub_.game();
    if (game == nullptr) return std::nullopt;
    return PlayTable{game->turns(), game->seats(), presentation_};
  }
  void save() override {
    if (EternityTable* game = hub_.game()) game->save_if_changed();
  }
  const std::string& save_error() const override { return hub_.last_save_error(); }
  ScreenId over_screen() const override { return MyCityScreen::End; }

 private:
  GameHub& hub_;
  const mycity::session::Presentation& presentation_;
};

void draw_no_game(UiFrame& frame) {
  begin_centered_panel("##no-game", 420.0f * frame.ui_scale, 0.9f);
  heading(frame, i18n::tr("No game in progress").c_str());
  if (wide_button((i18n::tr("Menu") + "###menu").c_str(), 40.0f * frame.ui_scale))
    frame.go_to = ScreenId::MainMenu;
  ImGui::End();
}

}  // namespace

PlayScreen::PlayScreen(GameHub& hub, const mycity::session::Presentation& presentation)
    : own_source_(std::make_unique<EternitySource>(hub, presentation)), source_(*own_source_) {}

void PlayScreen::on_enter() {
  stop_thinking();
  ui_.confirm_drop = false;
  ui_.show_supply = false;
  ui_.shown_city.reset();
  ui_.pointer_cell.reset();
  sounds_.forget();
}

void PlayScreen::on_leave() {
  stop_thinking();
}

void PlayScreen::stop_thinking() {
  computers_.stop();
  suggestion_.stop();
}

bool PlayScreen::animating() const {
  return computers_.thinking_seat().has_value() || suggestion_.thinking();
}

void PlayScreen::take_thoughts(PlayTable& game) {
  while (computers_.advance(game.turns, game.seats, kThinkWait)) after_action();
  suggestion_.poll(game.turns, kThinkWait);
  ui_.suggesting = suggestion_.thinking();
  const std::optional<mycity::Action> hint = suggestion_.current(game.turns);
  ui_.suggested_action = hint ? std::optional(hint->kind) : std::nullopt;
}

void PlayScreen::after_action() {
  ui_.confirm_drop = false;
}

void PlayScreen::after_frame() {
  source_.save();
}

bool PlayScreen::on_key(const KeyPress& key) {
  std::optional<PlayTable> game = source_.table();
  if (!game) return false;
  // Esc closes the innermost thing: a panel over the table, else the source's sheet.
  if (key.key == KeyPress::Key::Escape && !ui_.modal() && source_.close_overlay()) return true;
  const KeyCommands keys = key_commands(*game, ui_, key);
  apply(nullptr, *game, keys.commands);
  return keys.handled;
}

void PlayScreen::apply(UiFrame* frame, PlayTable& game, const PlayCommands& commands) {
  mycity::session::TurnController& turns = game.turns;
  for (const PlayCommand& command : commands) {
    const bool acting = turns.phase() == Phase::Acting && !ui_.modal();
    switch (command.kind) {
      case Kind::PointerAt:
        if (acting && command.cell && command.cell != ui_.pointer_cell)
          turns.set_cursor(*command.cell);
        ui_.pointer_cell = command.cell;
        break;
      case Kind::MoveCursor:
        turns.move_cursor(command.dx, command.dy);
        break;
      case Kind::PlaceAt:
        if (!acting || turns.decided()) break;
        turns.set_cursor(*command.cell);
        turns.place();
        break;
      case Kind::Rotate:
        if (acting) turns.rotate(command.quarter_turns);
        break;
      case Kind::Mirror:
        if (acting) turns.mirror();
        break;
      case Kind::PlaceOrConfirm:
        if (!turns.decided())
          turns.place();
        else if (turns.confirm())
          after_action();
        break;
      case Kind::Undo:
        turns.undo();
        break;
      case Kind::Pass:
        turns.pass();  // tentative: it costs its point when confirmed (R12)
        break;
      case Kind::AskDrop:
        ui_.confirm_drop = true;
        break;
      case Kind::Drop:
        if (turns.drop()) after_action();
        break;
      case Kind::KeepPlaying:
        ui_.confirm_drop = false;
        break;
      case Kind::TakeSeat:
        turns.take_seat();
        break;
      case Kind::CloseReveal:
        turns.close_reveal();
        break;
      case Kind::ToggleLegal:
        ui_.show_legal = !ui_.show_legal;
        legal_toggled_ = true;
        break;
      case Kind::ToggleSupply:
        ui_.show_supply = !ui_.show_supply;
        break;
      case Kind::ShowCity:
        if (acting) ui_.shown_city = command.seat;
        break;
      case Kind::CloseCity:
        ui_.shown_city.reset();
        break;
      case Kind::Suggest:
        if (acting && !turns.decided()) suggestion_.ask(turns);
        break;
      case Kind::Menu:
        if (frame != nullptr) frame->go_to = ScreenId::MainMenu;
        break;
    }
  }
}

void PlayScreen::draw(UiFrame& frame) {
  std::optional<PlayTable> game = source_.table();
  if (!game) return draw_no_game(frame);
  remember_legal_places(frame);
  if (game->turns.phase() == Phase::Reveal &&
      !switch_on(frame.settings.get(), mycity_info(), kShowRoundReveal))
    game->turns.close_reveal();
  take_thoughts(*game);
  if (const std::optional<Cue> cue = sounds_.heard(game->turns)) frame.cues.push_back(*cue);
  if (game->turns.phase() == Phase::Over) {
    frame.go_to = source_.over_screen();
    return;
  }
  PlayCommands commands;
  // After the last round no seat is on. A reveal or a hand-off stands over the menus' backdrop:
  // the table it would cover shows nothing it needs, and would double the frame's cost.
  const bool seat_on = !game->turns.game().over();
  const bool revealing = game->turns.phase() == Phase::Reveal;
  const bool computer_on = mycity::session::is_computer(game->seats, game->turns.seat());
  const bool handing_off = game->turns.phase() == Phase::Handoff && !computer_on;
  ui_.covered = ui_.modal() || game->turns.phase() != Phase::Acting;
  if (revealing || handing_off) draw_menu_background(frame, 0.55f);
  if (seat_on && !revealing && !handing_off) draw_table(frame, *game, commands);
  const std::optional<int> thinking = computers_.thinking_seat();
  if (handing_off) {
    draw_handoff(frame, *game, commands);
    prepare_board(frame, *game);
  }
  if (thinking && computers_.thinking_for().count() > kQuietSeconds)
    draw_thinking(frame, *game, *thinking);
  if (revealing) draw_reveal(frame, *game, commands);
  if (ui_.confirm_drop) draw_drop_confirm(frame, commands);
  if (ui_.show_supply && seat_on)
    draw_supply_list(frame, game->turns.game(), game->turns.seat(), commands);
  if (ui_.shown_city && seat_on) draw_city_close_up(frame, *game, *ui_.shown_city, commands);
  apply(&frame, *game, commands);
}

void PlayScreen::remember_legal_places(UiFrame& frame) {
  if (!legal_toggled_) {
    ui_.show_legal = switch_on(frame.settings.get(), mycity_info(), kShowLegalPlaces);
    return;
  }
  legal_toggled_ = false;
  Settings next = frame.settings.get();
  set_switch(next, mycity_info(), kShowLegalPlaces, ui_.show_legal);
  frame.change_settings = next;
}

void PlayScreen::draw_table(UiFrame& frame, PlayTable& game, PlayCommands& commands) {
  const PlayLayout layout = table_layout(frame, game.turns.game(), game.turns.seat());
  ImGui::SetNextWindowPos({0, 0});
  ImGui::SetNextWindowSize(ImGui::GetIO().DisplaySize);
  ImGui::Begin("##table", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBackground |
                   ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoBringToFrontOnFocus |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoScrollWithMouse |
                   (ui_.covered ? ImGuiWindowFlags_NoMouseInputs : 0));
  draw_top_bar(frame, game, layout, source_.save_error());
  draw_board(frame, game, layout, ui_, commands);
  draw_supply_band(frame, game.turns.game(), game.turns.seat(), layout.supply);
  draw_side_panel(frame, game, layout, ui_, source_, commands);
  draw_thumbnails(frame, game, layout, commands);
  draw_key_hints(layout, game.turns.game().house_rules());
  ImGui::End();
}

}  // namespace app
