// Machi Koro's kept games as the statistics read them (table/player_statistics.hpp). The game
// has no score: the winner's is the turns the game took (fewer is better, docs/machikoro.md).
#pragma once

#include <filesystem>
#include <optional>

#include "machikoro/cards.hpp"
#include "machikoro/record.hpp"
#include "table/kept_outcomes_cache.hpp"
#include "table/player_statistics.hpp"

namespace machikoro::session {

// Each seat's name and whether it won, the winner's score the record's turns; a computer is
// known by its default name.
table::GameOutcome outcome_of(const Game& end, const Record& record);

// A kept game's outcome; nothing when its file does not replay.
std::optional<table::KeptOutcome> kept_outcome(const CardSet& cards,
                                               const std::filesystem::path& file);

// The finished games kept in `records_dir`, read as kept_outcome reads them; `cards` must
// outlive it.
table::KeptOutcomesCache kept_outcomes_cache(const CardSet& cards,
                                             const std::filesystem::path& records_dir);

}  // namespace machikoro::session
