#include "mycity/session/autosave.hpp"

#include "base/atomic_file.hpp"
#include "base/error.hpp"
#include "mycity/record.hpp"

namespace mycity::session {

EternityAutosave::EternityAutosave(std::filesystem::path dir)
    : path_(std::move(dir) / "eternity-autosave.mcrec.json") {}

bool EternityAutosave::exists() const {
  std::error_code error;
  return std::filesystem::exists(path_, error);
}

void EternityAutosave::save(const Game& game) const {
  if (game.over()) {
    std::error_code error;
    std::filesystem::remove(path_, error);
    return;
  }
  std::filesystem::create_directories(path_.parent_path());
  base::write_file_atomically(path_,
                              record_to_json(record_of(game), game.catalogue()).dump(1) + "\n");
}

std::optional<Game> EternityAutosave::load(const Catalogue& catalogue, std::string* error) const {
  try {
    return replay(catalogue, read_record_file(path_.string(), catalogue), false);
  } catch (const base::RecordError& e) {
    *error = path_.string() + ": " + e.what();
  } catch (const base::Error& e) {
    *error = e.what();
  }
  return std::nullopt;
}

std::optional<std::filesystem::path> EternityAutosave::set_aside() const {
  return base::set_aside_file(path_);
}

}  // namespace mycity::session
