// Machi Koro's module: its model (the game in play, its saves), its screens, its row on the
// front menu (games/game_module.hpp).
#pragma once

#include "games/game_module.hpp"
#include "games/machikoro/machikoro_info.hpp"
#include "machikoro/session/game_hub.hpp"

namespace mycity::app {

class MachiKoroModule final : public GameModule {
 public:
  explicit MachiKoroModule(const GameStart& start);
  const GameInfo& info() const override { return machikoro_info(); }
  void add_screens(Screens& screens) override;
  std::string last_save_failure() const override;
  // A game of "Ann,Ben:medium" (a name, or name:computer player), base game, all types.
  NewGameAnswer start_new_game(const NewGameRequest& request) override;
  int menu_rows() const override { return 1; }
  void draw_menu(UiFrame& frame, float button_height) override;
  void draw_settings(UiFrame& frame, Settings& next) override;
  const Backdrop& backdrop() const override;

  // The model, read-only: the app tests pick what to do from it.
  const machikoro::session::GameHub& game_hub() const { return hub_; }

 private:
  std::filesystem::path assets_;
  machikoro::session::GameHub hub_;
};

}  // namespace mycity::app
