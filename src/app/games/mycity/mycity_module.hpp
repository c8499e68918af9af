// My City's module: its models (the Eternity game, the legacy campaign, the look back, the
// presentation data), its screens, its front-menu entries, its settings, its backdrop
// (ui/game_module.hpp).
#pragma once

#include "games/mycity/menu_backdrop.hpp"
#include "mycity/session/campaign_hub.hpp"
#include "mycity/session/game_hub.hpp"
#include "mycity/session/look_back.hpp"
#include "mycity/session/presentation.hpp"
#include "screens/mycity/mycity_info.hpp"
#include "screens/mycity/screen_ids.hpp"
#include "ui/game_module.hpp"

namespace app {

class MyCityModule final : public GameModule {
 public:
  // Throws ContentError when the presentation data (assets/) cannot be read.
  explicit MyCityModule(const GameStart& start);
  const GameInfo& info() const override { return mycity_info(); }
  void add_screens(Screens& screens) override;
  std::string last_save_failure() const override;
  // An Eternity game of the players "Ann:fox,Ben:owl" (session/seats.hpp).
  NewGameAnswer start_new_game(const NewGameRequest& request) override;
  MenuGroup menu_group() const override;
  int menu_rows() const override;
  void draw_menu(UiFrame& frame, float button_height) override;
  void draw_settings(UiFrame& frame, Settings& next) override;
  table::KeptOutcomesCache* kept_games() override { return kept_ ? &*kept_ : nullptr; }
  std::vector<KeptStatistics> kept_statistics() const override;
  const Backdrop& backdrop() const override { return backdrop_; }

  // The models, read-only: the app tests pick where to click from them.
  const mycity::session::GameHub& game_hub() const { return hub_; }
  const mycity::session::CampaignHub& campaign_hub() const { return campaign_hub_; }
  const mycity::session::LookBack& look_back() const { return look_back_; }
  const table::KeptOutcomesCache* kept_outcomes() const { return kept_ ? &*kept_ : nullptr; }

 private:
  MyCityModule(const GameStart& start, const mycity::session::LoadedContent& content);

  std::filesystem::path assets_;
  mycity::session::Presentation presentation_;  // animals, words, pictures
  mycity::session::GameHub hub_;                // the game in play and its autosave
  mycity::session::CampaignHub campaign_hub_;   // the legacy campaign and its saves
  mycity::session::LookBack look_back_;         // a finished game looked at again
  MenuBackdrop backdrop_;
  std::optional<table::KeptOutcomesCache> kept_;  // none without a save folder
};

}  // namespace app
