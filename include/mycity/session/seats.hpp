// Players' names and animals: the --new-game text, the file kept beside the autosave
// (the game record has names only), and matching them to a loaded game.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "mycity/game.hpp"
#include "mycity/session/animals.hpp"
#include "mycity/session/seat_info.hpp"
#include "table/result.hpp"

namespace mycity::session {

// "Ann:fox,Ben:owl" -> seats, or the problem (a missing animal picks the first
// free one). Distinct animals, 2-4 players, non-empty names.
table::Result<std::vector<SeatInfo>> parse_seats(std::string_view text, const Animals& animals);

nlohmann::json seats_to_json(const std::vector<SeatInfo>& seats, const Animals& animals);
// Never throws; a malformed text gives no seats.
std::vector<SeatInfo> seats_from_json(const std::string& text, const Animals& animals);

// One seat per player of `game` with its name; animals from `known` when its names match,
// otherwise distinct animals in seat order.
std::vector<SeatInfo> reconcile_seats(const Game& game, std::vector<SeatInfo> known,
                                      const Animals& animals);

}  // namespace mycity::session
