// The small drop-down beside a setup's name field: the remembered people not seated yet,
// so a seat is filled from the roster instead of typed again.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "table/roster.hpp"

namespace app {

// Draws the arrow ("##remembered", items "<name>###remembered<id>"); disabled when no one is
// left to offer. The person picked this frame, or nullptr.
const table::RememberedPlayer* remembered_choice(const table::Roster& roster,
                                                 const std::vector<std::string>& seated);

// Its width, for the row's layout.
float remembered_choice_width();

// A name field of a setup (a char buffer) holding `name` alone, cut to fit.
void put_name(std::span<char> field, const std::string& name);

}  // namespace app
