#include "machikoro/session/kept_outcomes.hpp"

#include <algorithm>
#include <exception>

#include "base/utf8_path.hpp"
#include "machikoro/session/computers.hpp"
#include "machikoro/session/table.hpp"

namespace machikoro::session {

table::GameOutcome outcome_of(const Game& end, const Record& record) {
  table::GameOutcome outcome;
  const std::vector<std::string>& players = record.setup.players;
  for (std::size_t seat = 0; seat < players.size(); ++seat) {
    const bool won = end.winner() == static_cast<int>(seat);
    // A win scores the winner's own turns: the others' turns are no measure of their play.
    const auto own_turns = std::count_if(
        record.turns.begin(), record.turns.end(),
        [&](const RecordTurn& turn) { return turn.player == static_cast<int>(seat); });
    outcome.seats.push_back(
        {.name = players[seat],
         .computer = is_computer_name(players[seat]),
         .score = won ? std::optional<int>(static_cast<int>(own_turns)) : std::nullopt,
         .won = won,
         .hinted =
             std::binary_search(record.hints.begin(), record.hints.end(), static_cast<int>(seat))});
  }
  return outcome;
}

std::optional<table::KeptOutcome> kept_outcome(const CardSet& cards,
                                               const std::filesystem::path& file) {
  const std::string name = base::utf8_string(file);
  try {
    const Record record = read_record_file(name);
    return table::KeptOutcome{.part = 0,
                              .deal = "",  // no shared deals
                              .outcome = outcome_of(replay(cards, record, name), record)};
  } catch (const std::exception&) {
    return std::nullopt;  // the list of finished games says why
  }
}

table::KeptOutcomesCache kept_outcomes_cache(const CardSet& cards,
                                             const std::filesystem::path& records_dir) {
  return table::KeptOutcomesCache(
      [records_dir] {
        std::vector<std::filesystem::path> files;
        for (table::ShelvedRecord& file : finished_games(records_dir))
          files.push_back(std::move(file.path));
        std::reverse(files.begin(), files.end());  // oldest first
        return files;
      },
      [&cards](const std::filesystem::path& file) { return kept_outcome(cards, file); });
}

}  // namespace machikoro::session
