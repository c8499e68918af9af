// A Machi Koro game at one table (docs/machikoro.md, "The table"): people and computer seats,
// dice rolled by the table, a computer's decision thought on its own thread (an answer about
// a position that moved on is never played), the game saved after every action and, once
// over, kept on the shelf of finished games. Everything is public: no hand-off between people.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/random.hpp"
#include "machikoro/game.hpp"
#include "machikoro/hint.hpp"
#include "machikoro/record.hpp"
#include "machikoro/session/game_state.hpp"
#include "table/autosave_file.hpp"
#include "table/position_thinker.hpp"
#include "table/record_shelf.hpp"
#include "table/result.hpp"
#include "table/thinker.hpp"

namespace machikoro::session {

inline constexpr std::string_view kRecordExtension = ".mkrec.json";

// Where a table keeps its games; both empty: nowhere (screenshots, tests of the screens).
struct Places {
  std::filesystem::path autosave_dir;  // the game in progress and its seats
  std::filesystem::path records_dir;   // finished games

  bool none() const { return autosave_dir.empty() && records_dir.empty(); }
};

class Table {
 public:
  // A new game; `computers` has one entry per player: a computer player's name (make_bot)
  // or "" for a person; `hints`: whether people may ask for hints. Throws SetupError for a
  // setup no game starts from, base::Error for an unknown computer or a seats file that
  // cannot be written.
  Table(const CardSet& cards, Setup setup, std::vector<std::string> computers, std::uint64_t seed,
        Places places, bool hints = true);
  // The game saved in `places` with its seats, the dice drawn from `seed` from now on; or
  // a message naming the file and the problem (the save is left as it is).
  static table::Result<std::unique_ptr<Table>> resume(const CardSet& cards, Places places,
                                                      std::uint64_t seed);
  // Whether `places` holds a game in progress.
  static bool has_save(const Places& places);
  // A save that cannot be resumed, moved aside with its seats file and its backup
  // (AutosaveFile::set_aside) so a new game never overwrites them: where each file went, and
  // those that could not move.
  struct SetAside : table::SetAsideFiles {
    std::optional<std::filesystem::path> seats;  // where the seats file went
  };
  static SetAside set_aside_save(const Places& places);
  // The game of a save set aside, from its backup (one action short) and its seats, saved
  // in `places` at once; or a message naming the file and the problem.
  static table::Result<std::unique_ptr<Table>> resume_backup(const CardSet& cards,
                                                             const SetAside& aside, Places places,
                                                             std::uint64_t seed);
  ~Table() {
    thinker_.stop();
    hint_thinker_.stop();
  }
  Table(const Table&) = delete;
  Table& operator=(const Table&) = delete;

  const Game& game() const { return state_.game(); }
  // The record so far (its last turn open while the game goes on).
  Record record() const { return state_.game_record(); }
  bool is_computer(int seat) const;
  const std::string& computer(int seat) const;
  // Whether a person decides now (not a roll, not a computer).
  bool person_to_act() const;
  // A person's answer to the pending decision; the refusal changes nothing.
  std::optional<Violation> act(const Action& choice);
  // Moves the table on by one action that is not a person's: a roll, or a computer's answer
  // once its think is done (waiting at most `wait`). True when something was played.
  bool advance(std::chrono::milliseconds wait);
  // The computer seat thinking now, if any.
  std::optional<int> thinking_seat() const;

  // Hints (docs/machikoro.md, "Hint"): whether people at this table may ask for them.
  bool hints() const { return hints_; }
  // Starts the hint at a person's decision: the hard player's think on its own thread, with
  // the seed a computer at the seat would be given; the seat is recorded as shown a hint.
  // False, nothing asked, when no person decides or the table offers no hints.
  bool ask_hint();
  // The hint about the position now, once thought (waiting at most `wait`); nothing before,
  // and nothing once the game has moved on.
  std::optional<Hint> hint(std::chrono::milliseconds wait);
  // A hint asked about the position now is being thought.
  bool hint_thinking() const { return hint_thinker_.busy() && hint_at_ == actions_; }
  // The finished game's record on the shelf, once the game is over.
  const std::optional<std::filesystem::path>& kept() const { return kept_; }
  // Why the last save failed, "" when it did not: the game goes on, the screen says so.
  const std::string& save_error() const { return save_error_; }

 private:
  Table(Game game, Recorder recorder, std::vector<std::string> computers, std::uint64_t seed,
        Places places, bool hints);
  static table::Result<std::unique_ptr<Table>> resume_files(const CardSet& cards,
                                                            const std::filesystem::path& record,
                                                            const std::filesystem::path& seats,
                                                            Places places, std::uint64_t seed);
  void play(const Action& choice);
  void save();
  // The seed the think about the position now is given: a computer's, or a person's hint.
  std::uint64_t think_seed() const;

  GameState state_;
  std::vector<std::string> computers_;
  std::uint64_t seed_;
  base::Rng dice_;
  Places places_;
  table::AutosaveFile autosave_;
  table::AutosaveFile seats_file_;
  long long actions_ = 0;  // choices played: each think's seed
  table::PositionThinker thinker_;
  bool hints_;
  table::Thinker<std::optional<Hint>> hint_thinker_;
  long long hint_at_ = -1;  // the position (actions_) the hint is about
  std::optional<Hint> hint_;
  std::optional<std::filesystem::path> kept_;
  std::string save_error_;
};

// Finished Machi Koro games in `records_dir`, newest first.
std::vector<table::ShelvedRecord> finished_games(const std::filesystem::path& records_dir);
// Moves a finished game of `records_dir` into its trash folder; returns where it went.
// Throws base::Error when it cannot be moved.
std::filesystem::path trash_finished_game(const std::filesystem::path& records_dir,
                                          const std::filesystem::path& file);

}  // namespace machikoro::session
