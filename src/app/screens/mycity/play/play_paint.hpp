// Drawing helpers the parts of the play screen share: the table's layout, its panels, the
// board's style, the score line.
#pragma once

#include <imgui.h>

#include <optional>
#include <string>
#include <vector>

#include "mycity/game.hpp"
#include "mycity/session/play_layout.hpp"
#include "mycity/session/score_notes.hpp"
#include "mycity/session/turn_controller.hpp"
#include "screens/mycity/paint/board_view.hpp"
#include "ui/screen.hpp"

namespace app {

// The table's layout with the board of `seat` on it, for the window's size.
mycity::session::PlayLayout table_layout(const UiFrame& frame, const mycity::Game& game, int seat);

// How a board is drawn at `origin` with `cell` points a square, for this frame's settings.
BoardDrawStyle board_style(const UiFrame& frame, ImVec2 origin, float cell);

// "Score 12", and what is owed below 0 (R23) or that it is capped (R22); "Score 9 → 12"
// with the score it moved `from`.
std::string score_text(const mycity::PlayerState& player, std::optional<int> from = std::nullopt);

// What moved `seat`'s score in the last round revealed (none before the first ends).
std::vector<mycity::session::ScoreNote> last_round_notes(
    const mycity::session::TurnController& turns, int seat,
    const mycity::session::TermWords& words);
// A note's colour by the points it moved: gains green, losses red, the cap in ink.
ImU32 note_colour(int points);
int note_points(const std::vector<mycity::session::ScoreNote>& notes);

}  // namespace app
