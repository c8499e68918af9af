// Machi Koro's kept games as the statistics read them (table/player_statistics.hpp). The game
// has no score: the winner's is the turns the game took (fewer is better, docs/machikoro.md).
#pragma once

#include <filesystem>
#include <vector>

#include "machikoro/cards.hpp"
#include "machikoro/record.hpp"
#include "table/player_statistics.hpp"

namespace machikoro::session {

struct KeptOutcomes {
  std::vector<table::GameOutcome> games;  // oldest first
  int unreadable = 0;  // files that do not replay (the list of finished games says why)
};

// Each seat's name and whether it won, the winner's score the record's turns; a computer is
// known by its default name.
table::GameOutcome outcome_of(const Game& end, const Record& record);

// Every finished game kept in `records_dir`.
KeptOutcomes kept_outcomes(const CardSet& cards, const std::filesystem::path& records_dir);

}  // namespace machikoro::session
