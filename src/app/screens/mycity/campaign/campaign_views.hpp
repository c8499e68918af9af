// Pieces of the campaign screen, each drawn into the current ImGui window: a city's board
// as the campaign keeps it, the progress symbols, an episode's results, a city's history.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <imgui.h>

#include "mycity/campaign.hpp"
#include "mycity/session/term_words.hpp"
#include "ui/screen.hpp"

namespace app {

// The persistent board of a city (no buildings: the campaign clears them between episodes)
// at the cursor, `cell` points per square; `highlight` cells marked gold, `placed` white.
// Returns the cell clicked this frame, if any.
std::optional<mycity::Cell> campaign_board(UiFrame& frame, const mycity::BoardLayout& board,
                                           float cell, const mycity::Bitboard& highlight,
                                           const char* id, const mycity::Bitboard& placed = {});

// A sheet covering most of the window (mycity::session::campaign_sheet): its content scrolls in a
// body above a footer of `footer` points, where the buttons stay in sight. The caller ends the body
// (EndChild), draws the footer and ends the sheet (End).
void begin_sheet(const char* id, float footer);

// R42-R43: a column of the overview table for `players`: the place whose reward it shows
// (the engine's reward_place) and the first rank receiving it.
struct RewardColumn {
  mycity::Place place = mycity::Place::First;
  int first_rank = 1;
};
std::vector<RewardColumn> reward_columns(int players);
// A column's heading: "1st place", "2nd place" (with two players, the others' reward) or
// "Others".
std::string column_heading(const RewardColumn& column);
// The place a rank was rewarded for, as the results say it ("2nd place" with two players).
std::string place_words(int rank, int players);

// R45: the city's progress symbols, filled ones first.
void progress_symbols(const mycity::Campaign& campaign, int seat, float size);

// The episode just scored: ranking with tie-break, each city's terms, the 50 cap and any
// deficit, progress gained, stickers won and forfeited.
void episode_results(UiFrame& frame, const mycity::session::TermWords& words,
                     const mycity::Campaign& campaign);

// Every episode of one city: player, score, place, progress, stickers.
void city_history(const mycity::session::TermWords& words, const mycity::Campaign& campaign,
                  int seat);

}  // namespace app
