// What the Machi Koro app tests share: the game's module in a running app, a finished game
// kept in a save folder, and a save that cannot be read.
#pragma once

#include <filesystem>
#include <string>

#include "app_driver.hpp"
#include "games/machikoro/machikoro_module.hpp"

namespace app::test {

// The setup's scrolling part: the seats and the choices (Start game is below it).
inline constexpr const char* kSetupBody = "##machikoro-setup/##machikoro-setup-body";

// Machi Koro's module: the models the tests read.
const MachiKoroModule& machikoro(AppDriver& app);

// Plays "Ann,Ben:medium,Cy:hard,Di:ranch_cheese,Eve:bakery" to its end with the app's own
// --autoplay, keeping the record in `saves`/records; returns the record's path.
std::filesystem::path keep_finished_game(
    const std::filesystem::path& saves,
    const std::string& players = "Ann,Ben:medium,Cy:hard,Di:ranch_cheese,Eve:bakery");

// A kept record beside the good ones that cannot be replayed (a build it cannot pay for).
void keep_damaged_game(const std::filesystem::path& saves);

// An autosave of a game in progress whose record is cut short, with its seats file.
void leave_broken_save(const std::filesystem::path& saves);

}  // namespace app::test
