// The Eternity game in progress, kept as a game record (formats.md) after every confirmed
// action so that Continue resumes it after a restart.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "mycity/game.hpp"
#include "table/autosave_file.hpp"
#include "table/result.hpp"

namespace mycity::session {

class EternityAutosave {
 public:
  explicit EternityAutosave(std::filesystem::path dir);

  const std::filesystem::path& path() const { return file_.path(); }
  bool exists() const { return file_.exists(); }

  // Writes the game atomically (a crash leaves the previous save). A finished game
  // removes the save: there is nothing to continue.
  void save(const Game& game) const;

  // The saved game replayed, or a message naming the file and the problem. A save that
  // fails to load is left as it is.
  table::Result<Game> load(const Catalogue& catalogue) const;

  // Moves an unreadable save aside so a new game never overwrites it (set_aside_file()):
  // the new path, or nothing when the file could not be moved.
  std::optional<std::filesystem::path> set_aside() const { return file_.set_aside(); }

 private:
  table::AutosaveFile file_;
};

}  // namespace mycity::session
