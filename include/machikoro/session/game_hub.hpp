// The Machi Koro game the app is playing: the cards (loaded once), the table in play and
// where it saves. Screens ask the hub; the rules live in the engine, the seats in Table.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "machikoro/cards.hpp"
#include "machikoro/session/game_story.hpp"
#include "machikoro/session/kept_outcomes.hpp"
#include "machikoro/session/table.hpp"
#include "table/record_shelf.hpp"
#include "table/result.hpp"
#include "table/roster.hpp"

namespace machikoro::session {

// A new game as the setup screen asks for it.
struct NewTable {
  std::vector<std::string> players;    // names, in seat order
  std::vector<std::string> computers;  // per seat: a computer player's name, "" for a person
  Edition edition = Edition::Base;
  SupplyMode supply = SupplyMode::All;
  HouseRules house_rules = {};
  std::optional<int> first = {};  // the first player's seat; none: drawn from the seed
  bool hints = true;              // people may ask for hints (docs/machikoro.md, "Hint")
};

// A kept game as the list of finished games shows it: its players and winner, or why its file
// cannot be shown.
struct KeptGame {
  table::ShelvedRecord file;
  std::vector<std::string> players = {};
  std::optional<int> winner = {};
  int turns = 0;
  std::string problem = {};  // naming the file and what is wrong in it; "" when it replays
};

// "Ann,Ben:medium": each seat a name, or a name and the computer player who plays it
// (make_bot); 2-5 seats. Or why not, naming the seat.
table::Result<NewTable> parse_new_table(std::string_view seats);

class GameHub {
 public:
  // `save_dir` empty: nothing is read or written (screenshots). `roster`: where the people of
  // each game started are remembered (none: nowhere).
  GameHub(const std::filesystem::path& data_dir, std::filesystem::path save_dir,
          table::Roster* roster = nullptr);

  bool ready() const { return cards_ != nullptr; }
  // Why the cards could not be loaded (naming the file and the member), "" when they were.
  const std::string& content_error() const { return content_error_; }
  const CardSet& cards() const { return *cards_; }
  // The remembered people the setup offers (none without a roster).
  const table::Roster* roster() const { return roster_; }

  // Starts a new game: the "ten types" deck and a first player left open come from `seed`.
  table::Status start(const NewTable& request, std::uint64_t seed);
  // The seats and choices of the game last started or resumed (a resumed game's first
  // player is left open): the setup screen starts from them, "Play again" repeats them.
  const std::optional<NewTable>& last_table() const { return last_; }
  table::Status play_again(std::uint64_t seed);
  // A game in memory that is not over, or a save on disk.
  bool can_continue() const;
  // Loads the autosave (a game in memory and not over is kept as it is); the dice from
  // then on come from `seed`.
  table::Status resume(std::uint64_t seed);
  // The save resume() could not read, moved aside with its seats file and backup.
  Table::SetAside set_aside_save() const;
  // The game of a save set aside, from its backup: the last action is lost.
  table::Status resume_backup(const Table::SetAside& aside, std::uint64_t seed);

  Table* table() { return table_.get(); }
  const Table* table() const { return table_.get(); }
  // Plays `actions` actions as "medium" would at every seat, the dice from `seed` (tests
  // and screenshots); people's seats stay people's.
  void autoplay(int actions, std::uint64_t seed);
  // The finished games kept in the save folder, newest first (none without one).
  std::vector<table::ShelvedRecord> finished_games() const;
  // The same, each replayed: players and winner, or why it cannot be shown.
  std::vector<KeptGame> kept_games() const;
  // The same as the statistics read them, a slice at a time; needs the cards and a save
  // folder (ready() and saves()), and the hub must outlive it.
  table::KeptOutcomesCache kept_outcomes_cache() const;
  // A kept game's story, or why it cannot be told.
  table::Result<GameStory> story_of(const std::filesystem::path& record) const;
  // Moves a kept game into the trash folder beside them; returns where it went. Throws
  // base::Error when it cannot be moved or there is no save folder.
  std::filesystem::path move_to_trash(const std::filesystem::path& record) const;
  // The story of the game at the table once it is over (made once), else nothing.
  const GameStory* finished_story();
  bool saves() const { return !places_.none(); }

 private:
  // A resumed table put in play, its seats remembered as the game last played.
  table::Status take(table::Result<std::unique_ptr<Table>> resumed);

  std::shared_ptr<const CardSet> cards_;
  std::string content_error_;
  Places places_;
  std::unique_ptr<Table> table_;
  std::optional<NewTable> last_;
  std::optional<GameStory> story_;  // of table_'s game, once over
  table::Roster* roster_;
};

}  // namespace machikoro::session
