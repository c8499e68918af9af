// Walks every screen of the game at one window size and UI scale, in one language, and
// fails, naming the screen, on anything the app's LayoutAudit says does not fit. Used by
// window_sizes_test (every size, English) and languages_fit_test (every language).
#pragma once

#include <string>
#include <vector>

#include "app_driver.hpp"
#include "layout_check.hpp"

namespace app::test {

struct WindowSize {
  std::string size;  // "1280x720"
  float ui_scale = 1.0f;
};

// A settings file with the UI scale, a save folder, and the arguments for that size and
// language ("" = the app's default).
class SizedRun {
 public:
  SizedRun(const WindowSize& size, std::string language);
  std::vector<std::string> args(std::vector<std::string> more) const;
  const std::filesystem::path& saves() const { return saves_.path(); }
  float ui_scale() const { return size_.ui_scale; }

 private:
  WindowSize size_;
  std::string language_;
  TempDir settings_;
  TempDir saves_;
};

// "1280x720 at 150 %", and the language when one is given.
std::string name_of(const WindowSize& size, const std::string& language);

// Opens the only saved campaign from the main menu (the labels in the app's language).
void continue_campaign(AppDriver& app, const std::string& at);

// The main menu, Settings, the rules, the new-game setup (also with 4 players and a new
// board, and with the game of the day and its best scores), Continue, the statistics of
// three kept games and the campaign setup.
void walk_menus(const WindowSize& size, const std::string& language);
// A four-player Eternity game: a hand-off, an illegal ghost, a placed building, a
// revealed round, the end.
void walk_eternity(const WindowSize& size, const std::string& language);
// Machi Koro with five players: a person's roll, a pile picked, a card in words; the TV
// Station among four other players and its hint, the Business Center; the Plus market with
// a build's hint, and the Radio Tower.
void walk_machikoro_table(const WindowSize& size, const std::string& language);
// Machi Koro's screens but its table: the setup with five seats, how to play, a broken save
// on Continue, the end of a five-player game, the finished games with a damaged one, the
// replay at its start and at a turn, its turning points worked out and stopped; the finished
// game is played once for every size.
void walk_machikoro_screens(const std::vector<WindowSize>& sizes, const std::string& language);

// Every campaign phase (envelope, episode and its rule sheet, reward stickers, between
// episodes and the results, start stickers, campaign over), autoplayed once and looked at
// in every size and language.
void walk_campaign(const std::vector<WindowSize>& sizes, const std::vector<std::string>& languages);

}  // namespace app::test
