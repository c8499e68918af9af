// The autosave of any game (issue 50): the save before the last is kept as a backup, both go
// when the game is over, and both are moved aside, never deleted, when the save is damaged.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "table/autosave_file.hpp"

namespace {

std::string read(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("an autosave keeps the save before it as its backup", "[session][autosave]") {
  const auto dir = std::filesystem::temp_directory_path() / "mycity-test-autosave-backup";
  std::filesystem::remove_all(dir);
  const table::AutosaveFile file(dir / "game.json");
  file.write("first");
  CHECK_FALSE(std::filesystem::exists(file.backup_path()));
  file.write("second");
  file.write("third");
  CHECK(read(file.path()) == "third");
  CHECK(read(file.backup_path()) == "second");

  table::SetAsideFiles aside;
  file.set_aside_with_backup(aside);
  CHECK(aside.stuck.empty());
  CHECK(aside.moved ==
        std::vector<std::filesystem::path>{dir / "game.json.broken", dir / "game.json.bak.broken"});
  CHECK(aside.backup == dir / "game.json.bak.broken");
  CHECK(read(dir / "game.json.bak.broken") == "second");
  CHECK_FALSE(file.exists());

  file.write("again");
  file.write("over");
  file.remove();  // the game is over: nothing is left to continue
  CHECK_FALSE(file.exists());
  CHECK_FALSE(std::filesystem::exists(file.backup_path()));
  CHECK(std::filesystem::exists(dir / "game.json.broken"));
  std::filesystem::remove_all(dir);
}
