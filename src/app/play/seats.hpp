// Players' names and animals: the --new-game text, the file kept beside the autosave
// (the game record has names only), and matching them to a loaded game.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "mycity/game.hpp"
#include "play/game_hub.hpp"

namespace mycity::app {

// Index into kPlayerAnimals -> the id saves and records use ("fox").
std::string animal_id(int animal);
// "fox", "Owl", ... -> index into kPlayerAnimals.
std::optional<int> animal_from_name(std::string_view name);

// "Ann:fox,Ben:owl" -> seats; *error names the problem (a missing animal picks the first
// free one). Distinct animals, 2-4 players, non-empty names.
std::vector<SeatInfo> parse_seats(std::string_view text, std::string* error);

nlohmann::json seats_to_json(const std::vector<SeatInfo>& seats);
// Never throws; a malformed text gives no seats.
std::vector<SeatInfo> seats_from_json(const std::string& text);

// One seat per player of `game` with its name; animals from `known` when its names match,
// otherwise distinct animals in seat order.
std::vector<SeatInfo> reconcile_seats(const Game& game, std::vector<SeatInfo> known);

}  // namespace mycity::app
