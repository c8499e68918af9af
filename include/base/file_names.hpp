// File names made from names the player typed (a campaign, the players of a kept game) must
// open on every system the game runs on, whatever was typed; the shown name stays as typed.
#pragma once

#include <string_view>

namespace base {

// Whether Windows takes `stem` for a device: CON, PRN, AUX, NUL, COM1-COM9, LPT1-LPT9, in any
// case, alone or before a dot ("con.json" opens the console there, not a file).
bool is_reserved_file_stem(std::string_view stem);

// The longest start of UTF-8 `text` of at most `max_bytes` that ends between characters.
std::string_view utf8_prefix(std::string_view text, std::size_t max_bytes);

}  // namespace base
