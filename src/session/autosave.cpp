#include "mycity/session/autosave.hpp"

#include <nlohmann/json.hpp>

#include "base/error.hpp"
#include "mycity/record.hpp"

namespace mycity::session {

EternityAutosave::EternityAutosave(std::filesystem::path dir)
    : file_(std::move(dir) / "eternity-autosave.mcrec.json") {}

void EternityAutosave::save(const Game& game) const {
  if (game.over()) {
    file_.remove();
    return;
  }
  file_.write(record_to_json(record_of(game), game.catalogue()).dump(1) + "\n");
}

table::Result<Game> EternityAutosave::load(const Catalogue& catalogue) const {
  try {
    return replay(catalogue, read_record_file(path().string(), catalogue), false);
  } catch (const base::RecordError& e) {
    return table::Failure{path().string() + ": " + e.what()};
  } catch (const base::Error& e) {
    return table::Failure{e.what()};
  }
}

}  // namespace mycity::session
