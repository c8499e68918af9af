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
#include "machikoro/session/table.hpp"
#include "table/record_shelf.hpp"
#include "table/result.hpp"

namespace machikoro::session {

// A new game as the setup screen asks for it.
struct NewTable {
  std::vector<std::string> players;    // names, in seat order
  std::vector<std::string> computers;  // per seat: a computer player's name, "" for a person
  Edition edition = Edition::Base;
  SupplyMode supply = SupplyMode::All;
  HouseRules house_rules = {};
  std::optional<int> first;  // the first player's seat; none: drawn from the seed
};

// "Ann,Ben:medium": each seat a name, or a name and the computer player who plays it
// (make_bot); 2-5 seats. Or why not, naming the seat.
table::Result<NewTable> parse_new_table(std::string_view seats);

class GameHub {
 public:
  // `save_dir` empty: nothing is read or written (screenshots).
  GameHub(const std::filesystem::path& data_dir, std::filesystem::path save_dir);

  bool ready() const { return cards_ != nullptr; }
  // Why the cards could not be loaded (naming the file and the member), "" when they were.
  const std::string& content_error() const { return content_error_; }
  const CardSet& cards() const { return *cards_; }

  // Starts a new game: the "ten types" deck and a first player left open come from `seed`.
  table::Status start(const NewTable& request, std::uint64_t seed);
  // A game in memory that is not over, or a save on disk.
  bool can_continue() const;
  // Loads the autosave (a game in memory and not over is kept as it is); the dice from
  // then on come from `seed`.
  table::Status resume(std::uint64_t seed);

  Table* table() { return table_.get(); }
  const Table* table() const { return table_.get(); }
  // Plays `actions` actions as "medium" would at every seat, the dice from `seed` (tests
  // and screenshots); people's seats stay people's.
  void autoplay(int actions, std::uint64_t seed);
  // The finished games kept in the save folder, newest first (none without one).
  std::vector<table::ShelvedRecord> finished_games() const;

 private:
  std::shared_ptr<const CardSet> cards_;
  std::string content_error_;
  Places places_;
  std::unique_ptr<Table> table_;
};

}  // namespace machikoro::session
