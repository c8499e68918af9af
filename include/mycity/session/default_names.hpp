// The names the game gives what nobody named: a seat ("Player 2"), a computer seat
// ("Computer (hard)"), a campaign city ("City 2"). Records and saves keep them in English,
// so each screen shows them in the language chosen now, not the one they were made in.
#pragma once

#include <cstddef>
#include <string>

#include "mycity/session/computer.hpp"

namespace mycity::session {

// The stored forms; `index` counts seats from 0.
std::string default_player_name(std::size_t index);
std::string default_city_name(std::size_t index);
std::string default_computer_name(Strength strength);

// True for any stored form above.
bool is_default_name(const std::string& name);
// True for a computer seat's stored default name: a kept record says no more of who played.
bool is_default_computer_name(const std::string& name);

// `name` as players read it: a stored default form in the current language, any other
// name exactly as it was typed.
std::string shown_name(const std::string& name);

}  // namespace mycity::session
