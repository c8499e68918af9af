// The names any game gives what nobody named: a seat ("Player 2"), a computer seat
// ("Computer (hard)", or a game's own computer names), a city ("City 2"). Records keep them in
// English, so each screen shows them in the language chosen now, not the one they were made in.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>

namespace table {

// A game's own stored names for computer seats (literals marked for the catalog), beside the
// three strengths every game's computers have.
using ComputerNames = std::span<const char* const>;

// The stored forms; `index` counts seats from 0.
std::string default_player_name(std::size_t index);
std::string default_city_name(std::size_t index);
// "Computer (easy)", "Computer (medium)", "Computer (hard)" for "easy", "medium", "hard";
// "" for any other id.
std::string default_computer_name(std::string_view strength);

// True for any stored form above, or one of `own`.
bool is_default_name(const std::string& name, ComputerNames own = {});
// True for a computer seat's stored default name: a kept record says no more of who played.
bool is_default_computer_name(const std::string& name, ComputerNames own = {});

// What a name field holds without the blanks around it, or `fallback` when nothing else is
// left: the name the game gives.
std::string typed_or(std::string_view typed, const std::string& fallback);

// `name` as players read it: a stored default form in the current language, any other
// name exactly as it was typed.
std::string shown_name(const std::string& name, ComputerNames own = {});

}  // namespace table
