// The computer players a Machi Koro seat may be, as the setup screen offers them: the three
// strengths both games have, then the published fixed strategies as personalities with a
// name and a line on how they play. And the names the game gives a seat nobody named.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "table/default_names.hpp"
#include "table/result.hpp"

namespace machikoro {
class Game;
}

namespace machikoro::session {

struct NewTable;

struct ComputerPlayer {
  std::string_view id;      // make_bot's name
  const char* name;         // a personality's name, the stored form; nullptr for a strength
  const char* description;  // one line on how it plays (marked for the catalog)
};

// Easy, medium, hard, then ranch_cheese, store_bakery, bakery, spread.
std::span<const ComputerPlayer> computer_players();
const ComputerPlayer* find_computer_player(std::string_view id);

// "Computer: Hard", "The Rancher": what the seat's choice reads, in the current language.
std::string computer_label(const ComputerPlayer& computer);
std::string computer_description(const ComputerPlayer& computer);

// A seat's name when nobody typed one, as records keep it: "Player 2" for a person (seat
// `index` from 0), "Computer (hard)" or a personality's name for a computer (`computer`: its
// id, "" for a person).
std::string default_seat_name(std::size_t index, std::string_view computer);
// table::shown_name and is_default_name, knowing Machi Koro's personalities.
std::string shown_name(const std::string& name);
// Seat `seat`'s name at `game`'s table as players read it now (shown_name of its stored one).
std::string seat_name(const Game& game, int seat);
// The personalities' stored names, for what translates names of any game (the statistics).
table::ComputerNames personality_names();
bool is_default_name(const std::string& name);
// True for a computer seat's default name: "Computer (hard)" or a personality's.
bool is_computer_name(const std::string& name);

// The seats' names: each as typed (trimmed), or its default; a default an earlier seat
// already has becomes "Player N", so two seats of one kind start with names of their own.
std::vector<std::string> seat_names(const std::vector<std::string>& typed,
                                    const std::vector<std::string>& computers);
// Why a table set up on the screen cannot start (no person at it, two seats of one name),
// in the player's language.
table::Status check_new_table(const NewTable& table);

}  // namespace machikoro::session
