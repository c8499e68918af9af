// A person's statistics in one game (Eternity, the legacy campaign, Machi Koro), worked out
// from the outcomes of the kept records each time they are shown: nothing is stored twice.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace table {

// One seat of a kept game as its record tells it.
struct SeatOutcome {
  std::string name;          // as recorded: a computer seat keeps its default name
  bool computer = false;     // the name is a computer's default (default_names.hpp)
  std::optional<int> score;  // none where the game gives the seat none
  bool won = false;          // among the winners (several on a tie)
  bool hinted = false;       // a person shown the computer's hints in the game
};

struct GameOutcome {
  std::vector<SeatOutcome> seats;
};

// Whether a higher score is the better one (My City's points) or a lower (turns to win).
enum class BetterScore { Higher, Lower };

// A person's games against one computer: games they won, games they did not.
struct ComputerResults {
  std::string computer;  // its stored default name ("Computer (hard)")
  int wins = 0;
  int losses = 0;
};

struct PlayerStatistics {
  int games = 0;
  int wins = 0;
  std::vector<ComputerResults> against;  // each computer met, in the order first met
  std::optional<double> mean_score;      // over the games with a score
  std::optional<int> best_score;
  std::vector<int> scores;  // in the order played
};

// The statistics of the person recorded under any of `names` (their name now and the ones
// before) in `games`, oldest first. A game counts once, by its first seat of theirs.
PlayerStatistics player_statistics(std::span<const GameOutcome> games,
                                   std::span<const std::string> names, BetterScore better);

// The games as the people who played them with hints (`hinted`) or without saw them: each
// keeps its computers and those people, and a game with none of them is left out.
std::vector<GameOutcome> played_with_hints(std::span<const GameOutcome> games, bool hinted);

// The names people (not computers) played under in `games`, each once, in the order first
// seen.
std::vector<std::string> people_in(std::span<const GameOutcome> games);

}  // namespace table
