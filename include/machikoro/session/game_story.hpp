// A Machi Koro game told turn by turn and summed up per player, from its record replayed
// through the engine: the end screen's summaries and the replay's steps. SDL-free.
#pragma once

#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "machikoro/game.hpp"
#include "machikoro/record.hpp"
#include "table/result.hpp"

namespace machikoro::session {

// What one card brought its owner over the game.
struct CardIncome {
  CardRef card;
  int from_bank = 0;
  int from_players = 0;

  int total() const { return from_bank + from_players; }
};

// What the cards of one type took from a player (an opponent's Cafe, TV Station, ...).
struct CardPayout {
  CardRef card;
  int paid = 0;
  int unpaid = 0;  // K11: owed and forgiven, for want of coins
};

struct PlayerStory {
  std::vector<CardIncome> income;  // by card, the most first (a tie: card order)
  int from_bank = 0;
  int from_players = 0;
  std::vector<CardPayout> payouts;  // to other players, by their card, the most first
  int paid = 0;                     // to other players, in all
  int unpaid = 0;
  int spent = 0;                            // on establishments and landmarks
  std::vector<int> coins;                   // at the start, then after each turn of the game
  std::array<int, kMaxTotal + 1> totals{};  // how often each total came on their turns
  int turns = 0;                            // turns they played
};

// One turn as it was played: who rolled what, what it did, every city after it.
struct StoryTurn {
  int player = 0;
  TurnRoll roll = {};              // the dice as the record gives them
  std::vector<Event> events = {};  // in the order they happened
  std::vector<PlayerState> cities = {};
  bool finished = true;  // false for an open last turn (a game stopped mid-turn)
};

class GameStory {
 public:
  // Replays `record`; throws base::Error (a RecordError naming `source`, the turn and rule).
  GameStory(const CardSet& cards, const Record& record, const std::string& source = {});

  const Setup& setup() const { return record_.setup; }
  // The record it was told from (the turning points analyse it).
  const Record& record() const { return record_; }
  int player_count() const { return static_cast<int>(record_.setup.players.size()); }
  const std::vector<StoryTurn>& turns() const { return turns_; }
  // The cities after `step` turns: 0 is the start, turns().size() the end.
  const std::vector<PlayerState>& cities_after(std::size_t step) const;
  const PlayerStory& player(int seat) const { return players_.at(static_cast<std::size_t>(seat)); }
  // K30's winner; nothing for a game stopped early or after K31.
  std::optional<int> winner() const { return winner_; }
  // Section 8's places, 1 for the first.
  const std::vector<int>& ranks() const { return ranks_; }
  bool over() const { return over_; }

 private:
  void add_turn(const Game& game, const RecordTurn& turn, std::size_t events_before);
  void count(const Event& event);

  Record record_;
  std::vector<PlayerState> start_;
  std::vector<StoryTurn> turns_;
  std::vector<PlayerStory> players_;
  std::optional<int> winner_;
  std::vector<int> ranks_;
  bool over_ = false;
};

// A kept record read and told, or the words of why not (naming the file and the member).
table::Result<GameStory> read_story(const CardSet& cards, const std::filesystem::path& file);

}  // namespace machikoro::session
