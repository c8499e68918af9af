#include "machikoro/session/game_story.hpp"

#include <algorithm>

#include "base/error.hpp"
#include "base/utf8_path.hpp"

namespace machikoro::session {

namespace {

// The turn's dice as its record gives them (the engine has checked them in the replay).
TurnRoll roll_of(const RecordTurn& turn) {
  TurnRoll roll;
  if (turn.dice) roll.first = Dice::of(*turn.dice);
  roll.rerolled = turn.reroll.has_value();
  roll.dice = turn.reroll ? Dice::of(*turn.reroll) : roll.first;
  roll.harbor = turn.harbor.value_or(false);
  roll.total = roll.dice.total() + (roll.harbor ? 2 : 0);
  if (turn.tuna) roll.extra = Dice::of(*turn.tuna);
  return roll;
}

bool card_order(CardRef a, CardRef b) {
  return a.landmark != b.landmark ? !a.landmark : a.index < b.index;
}

template <class Entry>
Entry& entry_for(std::vector<Entry>& list, CardRef card) {
  const auto found =
      std::find_if(list.begin(), list.end(), [&](const Entry& e) { return e.card == card; });
  if (found != list.end()) return *found;
  return list.emplace_back(Entry{.card = card});
}

// The most first; a tie in card order.
template <class Entry, class Amount>
void sort_by(std::vector<Entry>& list, Amount amount) {
  std::sort(list.begin(), list.end(), [&](const Entry& a, const Entry& b) {
    return amount(a) != amount(b) ? amount(a) > amount(b) : card_order(a.card, b.card);
  });
}

}  // namespace

GameStory::GameStory(const CardSet& cards, const Record& record, const std::string& source)
    : record_(record), players_(record.setup.players.size()) {
  start_ = replay(cards, Record{record.setup, {}}, source).cities();
  for (std::size_t seat = 0; seat < start_.size(); ++seat)
    players_[seat].coins.push_back(start_[seat].coins);
  std::size_t seen = 0;
  const Game game = replay(cards, record, source, [&](const Game& played, std::size_t t) {
    add_turn(played, record.turns[t], seen);
    seen = played.events().size();
  });
  for (std::size_t t = 0; t + 1 < turns_.size(); ++t)
    turns_[t].roll.extra_turn = turns_[t + 1].player == turns_[t].player;
  for (PlayerStory& player : players_) {
    sort_by(player.income, [](const CardIncome& e) { return e.total(); });
    sort_by(player.payouts, [](const CardPayout& e) { return e.paid + e.unpaid; });
  }
  winner_ = game.winner();
  ranks_ = machikoro::ranks(game);
  over_ = game.over();
}

void GameStory::add_turn(const Game& game, const RecordTurn& turn, std::size_t events_before) {
  StoryTurn& told = turns_.emplace_back(
      StoryTurn{.player = turn.player,
                .roll = roll_of(turn),
                .events = {game.events().begin() + static_cast<std::ptrdiff_t>(events_before),
                           game.events().end()},
                .cities = game.cities(),
                .finished = !turn.open});
  PlayerStory& roller = players_.at(static_cast<std::size_t>(turn.player));
  ++roller.turns;
  if (!told.roll.dice.empty()) ++roller.totals.at(static_cast<std::size_t>(told.roll.total));
  for (const Event& event : told.events) count(event);
  for (std::size_t seat = 0; seat < players_.size(); ++seat)
    players_[seat].coins.push_back(told.cities[seat].coins);
}

void GameStory::count(const Event& event) {
  if (event.kind == EventKind::Build) {
    players_.at(static_cast<std::size_t>(event.from)).spent += event.amount;
    return;
  }
  if (event.kind != EventKind::Payment) return;
  PlayerStory& to = players_.at(static_cast<std::size_t>(event.to));
  const bool bank = event.from == kBank;
  (bank ? to.from_bank : to.from_players) += event.amount;
  if (event.amount > 0) {
    CardIncome& income = entry_for(to.income, event.card);
    (bank ? income.from_bank : income.from_players) += event.amount;
  }
  if (bank) return;
  PlayerStory& from = players_.at(static_cast<std::size_t>(event.from));
  CardPayout& payout = entry_for(from.payouts, event.card);
  payout.paid += event.amount;
  payout.unpaid += event.due - event.amount;
  from.paid += event.amount;
  from.unpaid += event.due - event.amount;
}

const std::vector<PlayerState>& GameStory::cities_after(std::size_t step) const {
  return step == 0 ? start_ : turns_.at(step - 1).cities;
}

table::Result<GameStory> read_story(const CardSet& cards, const std::filesystem::path& file) {
  const std::string name = base::utf8_string(file);
  try {
    return GameStory(cards, read_record_file(name), name);
  } catch (const base::Error& e) {
    return table::Failure{e.what()};
  }
}

}  // namespace machikoro::session
