#include "machikoro/session/kept_outcomes.hpp"

#include <algorithm>
#include <exception>

#include "machikoro/session/computers.hpp"
#include "machikoro/session/table.hpp"

namespace machikoro::session {

table::GameOutcome outcome_of(const Game& end, const Record& record) {
  table::GameOutcome outcome;
  const std::vector<std::string>& players = record.setup.players;
  for (std::size_t seat = 0; seat < players.size(); ++seat) {
    const bool won = end.winner() == static_cast<int>(seat);
    outcome.seats.push_back(
        {.name = players[seat],
         .computer = is_computer_name(players[seat]),
         .score = won ? std::optional<int>(static_cast<int>(record.turns.size())) : std::nullopt,
         .won = won});
  }
  return outcome;
}

KeptOutcomes kept_outcomes(const CardSet& cards, const std::filesystem::path& records_dir) {
  KeptOutcomes outcomes;
  std::vector<table::ShelvedRecord> files = finished_games(records_dir);
  std::reverse(files.begin(), files.end());  // oldest first
  for (const table::ShelvedRecord& file : files) {
    try {
      const Record record = read_record_file(file.path.string());
      outcomes.games.push_back(outcome_of(replay(cards, record, file.path.string()), record));
    } catch (const std::exception&) {
      ++outcomes.unreadable;
    }
  }
  return outcomes;
}

}  // namespace machikoro::session
