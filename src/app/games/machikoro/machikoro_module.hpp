// Machi Koro's module: its models (the game in play, its saves, the game the replay shows),
// its screens, its rows on the front menu (ui/game_module.hpp).
#pragma once

#include "machikoro/session/game_hub.hpp"
#include "machikoro/session/look_back.hpp"
#include "screens/machikoro/machikoro_info.hpp"
#include "ui/game_module.hpp"

namespace app {

class MachiKoroModule final : public GameModule {
 public:
  explicit MachiKoroModule(const GameStart& start);
  const GameInfo& info() const override { return machikoro_info(); }
  void add_screens(Screens& screens) override;
  std::string last_save_failure() const override;
  // A game of "Ann,Ben:medium" (a name, or name:computer player), base game, all types.
  NewGameAnswer start_new_game(const NewGameRequest& request) override;
  MenuGroup menu_group() const override;
  int menu_rows() const override { return 2; }
  void draw_menu(UiFrame& frame, float button_height) override;
  void draw_settings(UiFrame& frame, Settings& next) override;
  table::KeptOutcomesCache* kept_games() override { return kept_ ? &*kept_ : nullptr; }
  std::vector<KeptStatistics> kept_statistics() const override;
  const Backdrop& backdrop() const override;

  // The models, read-only: the app tests pick what to do from them.
  const machikoro::session::GameHub& game_hub() const { return hub_; }
  const machikoro::session::LookBack& look_back() const { return look_back_; }

 private:
  std::filesystem::path assets_;
  machikoro::session::GameHub hub_;
  machikoro::session::LookBack look_back_;
  std::optional<table::KeptOutcomesCache> kept_;  // none without a save folder
};

}  // namespace app
