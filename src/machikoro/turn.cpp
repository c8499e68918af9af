// The game's setup (K1-K3a) and the steps of a turn outside income and building: the roll
// (K4-K7), City Hall (K27), the next turn (K28, K31).
#include <algorithm>

#include "machikoro/game.hpp"

namespace machikoro {

namespace {

std::shared_ptr<const Setup> checked(const CardSet& cards, Setup setup) {
  check_setup(cards, setup);
  return std::make_shared<const Setup>(std::move(setup));
}

Supply make_supply(const CardSet& cards, const Setup& setup) {
  if (setup.supply != SupplyMode::All)
    return Supply::turned(cards.establishments().size(), supply_markets(cards, setup));
  std::vector<int> piles;
  for (const Establishment& card : cards.establishments())
    piles.push_back(in_game(card.edition, setup.edition) ? card.copies : 0);
  return Supply::all(std::move(piles));
}

// K1, K2: the starting establishments, coins, and the landmarks that start built.
PlayerState starting_city(const CardSet& cards, Edition edition, std::string name) {
  PlayerState p;
  p.name = std::move(name);
  p.coins = cards.start_coins();
  p.establishments.assign(cards.establishments().size(), 0);
  for (const int card : cards.start_establishments())
    ++p.establishments.at(static_cast<std::size_t>(card));
  for (const Landmark& landmark : cards.landmarks())
    p.landmarks.push_back(landmark.starts_built && in_game(landmark.edition, edition));
  return p;
}

}  // namespace

Game::Game(const CardSet& cards, Setup setup)
    : cards_(&cards),
      setup_(checked(cards, std::move(setup))),
      supply_(make_supply(cards, *setup_)),
      train_station_(cards.find_landmark("train_station")),
      shopping_mall_(cards.find_landmark("shopping_mall")),
      amusement_park_(cards.find_landmark("amusement_park")),
      radio_tower_(cards.find_landmark("radio_tower")),
      harbor_(cards.find_landmark("harbor")),
      airport_(cards.find_landmark("airport")),
      city_hall_(cards.find_landmark("city_hall")) {
  for (const std::string& name : setup_->players)
    players_.push_back(starting_city(cards, setup_->edition, name));
  active_ = setup_->first;
  begin_turn();
}

Game Game::at_position(const CardSet& cards, Setup setup, std::vector<PlayerState> cities,
                       int active) {
  Game game(cards, std::move(setup));
  if (cities.size() != game.players_.size())
    throw SetupError("a position has " + std::to_string(cities.size()) + " cities for " +
                     std::to_string(game.players_.size()) + " players");
  for (const PlayerState& city : cities) {
    if (city.coins < 0 || city.establishments.size() != cards.establishments().size() ||
        city.landmarks.size() != cards.landmarks().size() ||
        std::any_of(city.establishments.begin(), city.establishments.end(),
                    [](int copies) { return copies < 0; }))
      throw SetupError("the city of " + city.name + " does not fit the cards");
  }
  if (active < 0 || active >= game.player_count())
    throw SetupError("no seat " + std::to_string(active));
  game.players_ = std::move(cities);
  game.active_ = active;
  game.turn_ = 0;
  game.begin_turn();
  return game;
}

Pending Game::pending() const {
  Pending p{phase_, over() ? -1 : active_};
  if (phase_ == Decision::Roll) p.dice = dice_count_;
  if (phase_ == Decision::ExtraRoll) {
    p.dice = 2;
    p.card = extra_roll_card();
  }
  if (phase_ == Decision::Target || phase_ == Decision::Swap) p.card = purple_card();
  return p;
}

void Game::begin_turn() {
  ++turn_;
  turn_start_ = events_.size();
  roll_ = {};
  purple_next_ = 0;
  ask_roll();
}

// K4 (and K5's re-roll): one die, or the choice of one or two with the Train Station.
void Game::ask_roll() {
  dice_count_ = 1;
  phase_ = has(active_, train_station_) ? Decision::DiceCount : Decision::Roll;
}

void Game::roll_done() {
  if (has(active_, radio_tower_) && !roll_.rerolled)
    phase_ = Decision::RadioTower;
  else
    final_roll();
}

// K7, K28: doubles count only with the Amusement Park built when the dice are rolled.
void Game::final_roll() {
  const Dice& dice = roll_.dice;
  roll_.total = dice.total();
  roll_.extra_turn =
      dice.count == 2 && dice.values[0] == dice.values[1] && has(active_, amusement_park_);
  if (has(active_, harbor_) && roll_.total >= kHarborFrom)
    phase_ = Decision::Harbor;
  else
    pay_red();
}

// K27: right before building, an active player with no coins takes one.
void Game::before_build() {
  PlayerState& p = players_.at(static_cast<std::size_t>(active_));
  if (has(active_, city_hall_) && p.coins == 0) {
    p.coins = 1;
    log({EventKind::Payment, CardRef::landmark_at(city_hall_), kBank, active_, 1, 1});
  }
  phase_ = Decision::Build;
}

// K28: doubles give another turn; K31: the game stops unfinished after the last turn.
void Game::end_turn() {
  if (turn_ >= kMaxTurns) {
    phase_ = Decision::GameOver;
    return;
  }
  if (!roll_.extra_turn) active_ = (active_ + 1) % player_count();
  begin_turn();
}

void Game::keep_event_log(bool keep) {
  keep_events_ = keep;
  if (!keep) {
    events_.clear();
    turn_start_ = 0;
  }
}

bool Game::has_all_landmarks(int seat) const {
  for (int i = 0; i < static_cast<int>(cards().landmarks().size()); ++i)
    if (landmark_to_build(player(seat), i)) return false;
  return true;
}

int Game::landmarks_built(int seat) const {
  int built = 0;
  for (std::size_t i = 0; i < cards().landmarks().size(); ++i)
    built += player(seat).landmarks[i] && !cards().landmarks()[i].starts_built;
  return built;
}

}  // namespace machikoro
