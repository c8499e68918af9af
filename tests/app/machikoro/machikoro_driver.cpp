#include "machikoro/machikoro_driver.hpp"

#include <catch2/catch.hpp>
#include <fstream>

#include "screens/machikoro/screen_ids.hpp"

namespace app::test {

const MachiKoroModule& machikoro(AppDriver& app) {
  for (const auto& game : app.app().games())
    if (const auto* module = dynamic_cast<const MachiKoroModule*>(game.get())) return *module;
  FAIL("no Machi Koro module");
  throw std::logic_error("unreachable");
}

std::filesystem::path keep_finished_game(const std::filesystem::path& saves,
                                         const std::string& players) {
  AppDriver app({"--game", "machikoro", "--new-game", players, "--seed", "3", "--autoplay",
                 "100000", "--save-dir", saves.string()});
  REQUIRE(app.app().current_screen() == MachiKoroScreen::End);
  const auto& kept = machikoro(app).game_hub().table()->kept();
  REQUIRE(kept);
  return *kept;
}

void keep_damaged_game(const std::filesystem::path& saves) {
  std::filesystem::create_directories(saves / "records");
  std::ofstream(saves / "records" / "2099-12-31 23-59 Zed, Yan.mkrec.json")
      << R"({"format": "machikoro-record", "version": 1, "game": "base", "supply": "all",
            "house_rules": [], "players": ["Zed", "Yan"], "first": 0,
            "turns": [{"player": 0, "dice": [3], "build": "mine"}]})";
}

void leave_broken_save(const std::filesystem::path& saves) {
  {
    AppDriver app({"--game", "machikoro", "--new-game", "Ann,Ben:medium", "--seed", "5",
                   "--autoplay", "6", "--save-dir", saves.string()});
  }
  const auto file = saves / "machikoro-autosave.mkrec.json";
  REQUIRE(std::filesystem::exists(file));
  REQUIRE(std::filesystem::exists(saves / "machikoro-autosave.seats.json"));
  std::filesystem::resize_file(file, std::filesystem::file_size(file) / 2);
}

}  // namespace app::test
