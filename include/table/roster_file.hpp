// players.json as text (docs/save-format.md, "Remembered players"): read strictly, so a
// misspelt member or a name held twice is an error naming the member, never a guess.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "table/roster.hpp"

namespace table {

// Reads a roster file's text (`source` names it in messages); base::ContentError naming the
// member when it is malformed. Writes one back.
std::vector<RememberedPlayer> roster_from_json(const std::string& text, const std::string& source);
std::string roster_to_json(std::span<const RememberedPlayer> people);

}  // namespace table
