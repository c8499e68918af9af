// Issue 50: the names the game gives (a computer's, a personality's) are shown in the player's
// language on every part of the table, as the log already showed them; a typed name stays as
// typed, and "Computer (hard)" is not tagged "computer" a second time.
#include <catch2/catch.hpp>

#include <SDL.h>

#include <fstream>

#include "table_driver.hpp"

namespace app::test {

namespace {

int occurrences(const std::string& text, const std::string& part) {
  int n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("a Russian table shows the computers' names in Russian", "[app][machikoro][i18n]") {
  TempDir saves;
  TempDir settings;
  // The fast pace: the computers' turns are drawn, so the banner names them.
  const std::filesystem::path file = settings.path() / "settings.json";
  std::ofstream(file) << R"({"machikoro": {"pace": "fast"}})";
  AppDriver app({"--game", "machikoro", "--new-game",
                 "Ann,Computer (hard):hard,The Rancher:ranch_cheese", "--seed", "5", "--save-dir",
                 saves.path().string(), "--settings", file.string(), "--language", "ru"});
  TableDriver table(app);
  std::string seen;
  bool banner = false;
  int person_frames = 0;
  const Uint64 until = SDL_GetTicks64() + 6000;
  while (SDL_GetTicks64() < until && !(banner && person_frames > 2)) {
    if (table.person_rolls()) {
      table.roll();
    } else if (table.person_decides()) {
      app.app().run_for(400);  // the dice stop before Ann answers
      app.frames(1);
      INFO(app.drawn_text());
      // At Ann's decision every city is drawn: the personality's is tagged, the default
      // computer name is not tagged again.
      CHECK(occurrences(app.drawn_text(), "\xC2\xB7компьютер") == 1);
      ++person_frames;
      table.answer(table.game().pending().decision == machikoro::Decision::Build
                       ? machikoro::Action::build_nothing()
                       : table.game().legal_actions().front());
    } else {
      app.frames(1);
    }
    const std::string text = app.drawn_text();
    seen += text;
    banner = banner || text.find("ХодитФермер") != std::string::npos ||
             text.find(without_spaces("Ходит Компьютер (сложный)")) != std::string::npos;
  }
  CHECK(banner);
  CHECK(person_frames > 0);
  CHECK(seen.find(without_spaces("Компьютер (сложный)")) != std::string::npos);
  CHECK(seen.find("Фермер") != std::string::npos);
  CHECK(seen.find("Ann") != std::string::npos);  // typed: as typed
  CHECK(seen.find("Computer(hard)") == std::string::npos);
  CHECK(seen.find("TheRancher") == std::string::npos);
}

}  // namespace app::test
