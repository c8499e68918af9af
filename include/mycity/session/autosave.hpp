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

  // Writes the game atomically (a crash leaves the previous save), the save before kept as
  // its backup; a new game's first save replaces another game's save and backup. A finished
  // game removes them: there is nothing to continue.
  void save(const Game& game, bool new_game = false) const;

  // The saved game replayed (or the one in `file`: a backup set aside), or a message naming
  // the file and the problem. A save that fails to load is left as it is.
  table::Result<Game> load(const Catalogue& catalogue) const { return load(catalogue, path()); }
  static table::Result<Game> load(const Catalogue& catalogue, const std::filesystem::path& file);

  // Moves an unreadable save aside with its backup so a new game never overwrites them
  // (AutosaveFile::set_aside_with_backup).
  table::SetAsideFiles set_aside() const;

 private:
  table::AutosaveFile file_;
};

}  // namespace mycity::session
