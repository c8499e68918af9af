#include "games/machikoro/machikoro_module.hpp"

#include "base/random.hpp"
#include "games/game_list.hpp"
#include "games/machikoro/machikoro_screens.hpp"
#include "games/machikoro/settings_section.hpp"
#include "i18n/translate.hpp"
#include "machikoro/session/computers.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "ui/widgets.hpp"

namespace app {

std::unique_ptr<GameModule> MachiKoroGame::make(const GameStart& start) {
  return std::make_unique<MachiKoroModule>(start);
}

using i18n::tr;

MachiKoroModule::MachiKoroModule(const GameStart& start)
    : assets_(start.assets), hub_(start.data_dir, start.save_dir, &start.roster) {
  if (hub_.saves() && hub_.ready()) kept_.emplace(hub_.kept_outcomes_cache());
}

void MachiKoroModule::add_screens(Screens& screens) {
  add_listed_screens(machikoro_screens(), MachiKoroModels{hub_, look_back_, assets_}, screens);
}

std::string MachiKoroModule::last_save_failure() const {
  const machikoro::session::Table* table = hub_.table();
  return table != nullptr ? table->save_error() : "";
}

NewGameAnswer MachiKoroModule::start_new_game(const NewGameRequest& request) {
  const auto seats = machikoro::session::parse_new_table(request.players);
  if (!seats) return {.screen = {}, .error = seats.error(), .bad_request = true};
  const std::uint64_t seed = request.seed.value_or(base::random_seed());
  if (const table::Status started = hub_.start(*seats, seed); !started)
    return {.screen = {}, .error = started.error(), .bad_request = false};
  hub_.autoplay(request.autoplay, seed);
  const bool over = hub_.table()->game().over();
  return {.screen = over ? MachiKoroScreen::End : MachiKoroScreen::Play,
          .error = {},
          .bad_request = false};
}

MenuGroup MachiKoroModule::menu_group() const {
  return {.tagline = i18n::marked("Roll the dice, take the coins, build your town"),
          .min_players = machikoro::kMinPlayers,
          .max_players = machikoro::kMaxPlayers,
          .rules = MachiKoroScreen::HowToPlay,
          .rules_label = i18n::marked("How to play"),
          .rules_id = "machikoro-rules"};
}

void MachiKoroModule::draw_menu(UiFrame& frame, float button_height) {
  const ImVec2 size = half_row_button(button_height);
  // TRANSLATORS: the front menu, under a game's name: a new game of it.
  if (button((tr("New game") + "##machikoro-new").c_str(), size))
    frame.go_to = MachiKoroScreen::NewGame;
  ImGui::SameLine();
  ImGui::BeginDisabled(!hub_.can_continue());
  if (button((tr("Continue") + "##machikoro").c_str(), size))
    frame.go_to = MachiKoroScreen::Continue;
  ImGui::EndDisabled();
  ImGui::BeginDisabled(!hub_.saves());
  if (wide_button((tr("Finished games") + "##machikoro-finished").c_str(), button_height))
    frame.go_to = MachiKoroScreen::FinishedGames;
  ImGui::EndDisabled();
}

void MachiKoroModule::draw_settings(UiFrame& frame, Settings& next) {
  draw_machikoro_settings(frame, next);
}

std::vector<KeptStatistics> MachiKoroModule::kept_statistics() const {
  if (!kept_) return {};
  // A person's games with hints (docs/machikoro.md, "Hint") are counted apart.
  const std::vector<table::GameOutcome> games = kept_->games(0);
  KeptStatistics plain{.title = info().name,
                       // TRANSLATORS: statistics: Machi Koro has no score; a win counts its turns.
                       .score = i18n::marked("Turns to win"),
                       .better = table::BetterScore::Lower,
                       .games = table::played_with_hints(games, false),
                       .unreadable = kept_->unreadable(),
                       .newest = kept_->newest_name(0),
                       .computers = machikoro::session::personality_names()};
  KeptStatistics hinted = plain;
  // TRANSLATORS: statistics: the Machi Koro games a person played asking for hints.
  hinted.title = i18n::marked("Machi Koro, with hints");
  hinted.games = table::played_with_hints(games, true);
  return {std::move(plain), std::move(hinted)};
}

const Backdrop& MachiKoroModule::backdrop() const {
  return plain_backdrop();
}

}  // namespace app
