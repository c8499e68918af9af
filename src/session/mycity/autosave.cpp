#include "mycity/session/autosave.hpp"

#include <nlohmann/json.hpp>

#include "base/error.hpp"
#include "base/utf8_path.hpp"
#include "mycity/record.hpp"

namespace mycity::session {

EternityAutosave::EternityAutosave(std::filesystem::path dir)
    : file_(std::move(dir) / "eternity-autosave.mcrec.json") {}

void EternityAutosave::save(const Game& game, bool new_game) const {
  if (game.over() || new_game) file_.remove();
  if (game.over()) return;
  file_.write(record_to_json(record_of(game), game.catalogue()).dump(1) + "\n");
}

table::Result<Game> EternityAutosave::load(const Catalogue& catalogue,
                                           const std::filesystem::path& file) {
  try {
    return replay(catalogue, read_record_file(base::utf8_string(file), catalogue), false);
  } catch (const base::RecordError& e) {
    return table::Failure{base::utf8_string(file) + ": " + e.what()};
  } catch (const base::Error& e) {
    return table::Failure{e.what()};
  }
}

table::SetAsideFiles EternityAutosave::set_aside() const {
  table::SetAsideFiles aside;
  file_.set_aside_with_backup(aside);
  return aside;
}

}  // namespace mycity::session
