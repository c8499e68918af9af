// The middle of the play screen: the top bar (whose turn, score, round), the active board
// with the ghost building, and the key hints under it.
#pragma once

#include <string>

#include "mycity/session/play_layout.hpp"
#include "screens/mycity/play/play_commands.hpp"
#include "screens/mycity/play/play_source.hpp"

namespace app {

void draw_top_bar(UiFrame& frame, const PlayTable& game, const mycity::session::PlayLayout& layout,
                  const std::string& save_error);

// The board of the player on the seat, the ghost, the legal places and the broken rule; the
// pointer over it adds commands (PointerAt, PlaceAt, Rotate, Mirror).
void draw_board(UiFrame& frame, const PlayTable& game, const mycity::session::PlayLayout& layout,
                const PlayUiState& ui, PlayCommands& out);

// Makes the picture of the seat's board without showing it (docs/performance.md: the seat's
// first frame then only copies it, and no frame both draws the table and makes a picture).
void prepare_board(UiFrame& frame, const PlayTable& game);

void draw_key_hints(const mycity::session::PlayLayout& layout,
                    const mycity::HouseRules& house_rules);

}  // namespace app
