#include "games/mycity/mycity_module.hpp"

#include "base/random.hpp"
#include "games/game_list.hpp"
#include "games/mycity/menu_entries.hpp"
#include "games/mycity/mycity_screens.hpp"
#include "games/mycity/settings_section.hpp"
#include "i18n/translate.hpp"
#include "mycity/session/kept_outcomes.hpp"
#include "mycity/session/seats.hpp"
#include "screens/mycity/paint/badge_art.hpp"
#include "screens/mycity/screen_ids.hpp"

namespace app {

std::unique_ptr<GameModule> MyCityGame::make(const GameStart& start) {
  return std::make_unique<MyCityModule>(start);
}

MyCityModule::MyCityModule(const GameStart& start)
    : MyCityModule(start, mycity::session::load_content(start.data_dir)) {}

MyCityModule::MyCityModule(const GameStart& start, const mycity::session::LoadedContent& content)
    : assets_(start.assets),
      presentation_(mycity::session::load_presentation(start.assets)),
      hub_(content, start.save_dir, presentation_.animals, &start.roster),
      campaign_hub_(content, start.save_dir, presentation_.animals),
      backdrop_(mycity::session::load_menu_scene(content, start.assets / "menu-scene.json")) {
  add_badge_discs(start.art, presentation_.animals);
  if (hub_.finished_games() != nullptr && hub_.ready())
    kept_.emplace(mycity::session::kept_outcomes_cache(
        *hub_.finished_games(), hub_.catalogue(), hub_.ruleset(),
        campaign_hub_.ready() ? &campaign_hub_.definition() : nullptr));
}

void MyCityModule::add_screens(Screens& screens) {
  const ScreenModels models{hub_, campaign_hub_, look_back_, presentation_, assets_, kept_games()};
  add_listed_screens(mycity_screens(), models, screens);
}

std::string MyCityModule::last_save_failure() const {
  if (!hub_.last_save_error().empty()) return hub_.last_save_error();
  const mycity::session::CampaignSession* campaign = campaign_hub_.session();
  return campaign != nullptr ? campaign->save_error() : "";
}

NewGameAnswer MyCityModule::start_new_game(const NewGameRequest& request) {
  const auto seats = mycity::session::parse_seats(request.players, presentation_.animals);
  if (!seats) return {.screen = {}, .error = seats.error(), .bad_request = true};
  if (const table::Status started = hub_.start(*seats, request.seed.value_or(base::random_seed()));
      !started)
    return {.screen = {}, .error = started.error(), .bad_request = false};
  hub_.autoplay(request.autoplay, request.seed.value_or(1));
  const mycity::session::EternityTable* game = hub_.game();
  const bool over = game != nullptr && game->game().over();
  return {
      .screen = over ? MyCityScreen::End : MyCityScreen::Play, .error = {}, .bad_request = false};
}

MenuGroup MyCityModule::menu_group() const {
  return {.tagline = i18n::marked("Build your city, one building at a time"),
          .min_players = 2,
          .max_players = 4,
          .rules = MyCityScreen::Rules,
          .rules_label = i18n::marked("Rules"),
          .rules_id = "mycity-rules"};
}

int MyCityModule::menu_rows() const {
  return kMyCityMenuRows;
}

void MyCityModule::draw_menu(UiFrame& frame, float button_height) {
  draw_menu_entries(frame, hub_, button_height);
}

std::vector<KeptStatistics> MyCityModule::kept_statistics() const {
  if (!kept_) return {};
  const char* points = i18n::marked("Points");
  return {{.title = i18n::marked("My City: Eternity"),
           .score = points,
           .better = table::BetterScore::Higher,
           .games = kept_->games(mycity::session::kEternityPart),
           .unreadable = kept_->unreadable(),
           .newest = kept_->newest_name(mycity::session::kEternityPart)},
          {.title = i18n::marked("My City: legacy campaign"),
           .score = points,
           .better = table::BetterScore::Higher,
           .games = kept_->games(mycity::session::kCampaignPart),
           .unreadable = 0,
           .newest = kept_->newest_name(mycity::session::kCampaignPart)}};
}

void MyCityModule::draw_settings(UiFrame& frame, Settings& next) {
  draw_settings_section(frame, next);
}

}  // namespace app
