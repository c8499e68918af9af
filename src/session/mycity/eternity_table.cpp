#include "mycity/session/eternity_table.hpp"

#include <chrono>
#include <iostream>

#include <nlohmann/json.hpp>

#include "base/atomic_file.hpp"
#include "i18n/translate.hpp"
#include "mycity/record.hpp"
#include "mycity/session/autosave.hpp"
#include "mycity/session/finished_games.hpp"
#include "mycity/session/seats.hpp"

namespace mycity::session {

EternityTable::EternityTable(Game game, std::vector<SeatInfo> seats, EternityPlaces places,
                             Saved saved)
    : game_(std::move(game)),
      seats_(std::move(seats)),
      places_(places),
      unsaved_(saved == Saved::No),
      replaces_save_(saved == Saved::No) {}

std::optional<Violation> EternityTable::act(const Action& action) {
  if (auto violation = game_.apply(action)) return violation;
  unsaved_ = true;
  return std::nullopt;
}

void EternityTable::save_if_changed() {
  if (!unsaved_) return;
  unsaved_ = false;
  if (places_.autosave == nullptr) return;
  try {
    places_.autosave->save(game_, replaces_save_);
    replaces_save_ = false;
    write_seats();
    if (game_.over() && kept_.empty())
      kept_ = places_.finished->keep(record_of(game_), game_.catalogue(),
                                     std::chrono::system_clock::now());
    save_error_.clear();
  } catch (const std::exception& e) {
    // TRANSLATORS: {1} is the system's reason (in English).
    save_error_ = i18n::format(i18n::tr("The game could not be saved: {1}"), e.what());
    std::cerr << "mycity: the game could not be saved: " << e.what() << '\n';
  }
}

void EternityTable::write_seats() const {
  const std::filesystem::path file = seats_file(*places_.autosave);
  if (game_.over()) {
    std::error_code error;
    std::filesystem::remove(file, error);
    return;
  }
  base::write_file_atomically(file, seats_to_json(seats_, *places_.animals).dump(1) + "\n");
}

std::filesystem::path seats_file(const EternityAutosave& autosave) {
  std::filesystem::path file = autosave.path();
  file.replace_extension();  // .json
  file.replace_extension(".players.json");
  return file;
}

}  // namespace mycity::session
