// The Eternity game at the table: its game, its seats, the turn flow over it, and the
// autosave (with the seats' animals beside it) that keeps it across restarts; once over,
// the game is kept among the finished games.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "mycity/game.hpp"
#include "mycity/session/animals.hpp"
#include "mycity/session/seat_info.hpp"
#include "mycity/session/table.hpp"
#include "mycity/session/turn_controller.hpp"

namespace mycity::session {

class EternityAutosave;
class FinishedGames;

// Where a table keeps its game; null: nowhere (screenshot runs without --save-dir).
struct EternityPlaces {
  const EternityAutosave* autosave = nullptr;
  FinishedGames* finished = nullptr;
  const Animals* animals = nullptr;  // the seats file names animals by id
};

class EternityTable final : public Table {
 public:
  // Saved: the autosave already holds `game` (a resumed game); otherwise the first save
  // replaces another game's.
  enum class Saved { Yes, No };
  EternityTable(Game game, std::vector<SeatInfo> seats, EternityPlaces places, Saved saved);
  EternityTable(const EternityTable&) = delete;  // its controller refers to it
  EternityTable& operator=(const EternityTable&) = delete;

  const Game& game() const override { return game_; }
  std::optional<Violation> act(const Action& action) override;

  TurnController& turns() { return turns_; }
  const TurnController& turns() const { return turns_; }
  const std::vector<SeatInfo>& seats() const { return seats_; }
  // The finished game's record in the save folder, once written.
  const std::filesystem::path& kept() const { return kept_; }

  // Writes the autosave when a move is not saved yet, and keeps a finished game. The app
  // calls it once the frame showing the move is on screen; a failure stays in save_error()
  // until a save succeeds (the play screen shows it, the game goes on).
  void save_if_changed();
  const std::string& save_error() const { return save_error_; }

 private:
  void write_seats() const;

  Game game_;
  std::vector<SeatInfo> seats_;
  EternityPlaces places_;
  TurnController turns_{*this};
  bool unsaved_ = false;
  bool replaces_save_ = false;  // the first save replaces another game's
  std::filesystem::path kept_;
  std::string save_error_;
};

// The file beside the autosave that names the seats' animals (the record has names only).
std::filesystem::path seats_file(const EternityAutosave& autosave);

}  // namespace mycity::session
