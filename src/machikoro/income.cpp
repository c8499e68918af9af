// Income (K10-K12): red cards first, served counter-clockwise from the roller's right; then
// blue and green (the Tuna Boat's extra roll, K26, before them); then the roller's purple
// cards in cards.json's order, some asking a decision. K24's bonus, K25 per copy.
#include "effects/effect.hpp"
#include "machikoro/game.hpp"

namespace machikoro {

// Blue: on anyone's roll; green and purple: on the owner's; red: on the others' (K10-K12).
bool Game::fires_in(const std::vector<PlayerState>& cities, int roller, int total, int owner,
                    int card) const {
  const Establishment& e = cards().establishment(card);
  const PlayerState& p = cities.at(static_cast<std::size_t>(owner));
  if (p.establishments[static_cast<std::size_t>(card)] == 0 || !e.fires_on(total)) return false;
  if (e.requires_landmark >= 0 && !p.built(e.requires_landmark)) return false;
  switch (e.colour) {
    case Colour::Blue:
      return true;
    case Colour::Red:
      return owner != roller;
    case Colour::Green:
    case Colour::Purple:
      return owner == roller;
  }
  return false;
}

bool Game::fires(int owner, int card) const {
  return fires_in(players_, active_, roll_.total, owner, card);
}

Firing Game::firing_in(const std::vector<PlayerState>& cities, int roller, int owner, int card,
                       int extra_total) const {
  const Establishment& e = cards().establishment(card);
  const PlayerState& p = cities.at(static_cast<std::size_t>(owner));
  const bool mall = (e.icon == Icon::Cup || e.icon == Icon::Bread) && p.built(shopping_mall_);
  return Firing{cards(), cities, roller, owner, card, p.copies(card), mall ? 1 : 0, extra_total};
}

Firing Game::firing(int owner, int card) const {
  return firing_in(players_, active_, owner, card, roll_.extra.total());
}

int Game::due(const std::vector<PlayerState>& cities, int roller, int total, int owner, int card,
              int payer, int extra_total) const {
  if (!fires_in(cities, roller, total, owner, card)) return 0;
  return cards().establishment(card).effect->due(
      firing_in(cities, roller, owner, card, extra_total), payer);
}

void Game::resolve(int owner, int card, const Action* choice) {
  Resolution r{firing(owner, card), players_, keep_events_ ? &events_ : nullptr};
  cards().establishment(card).effect->resolve(r, choice);
}

void Game::pay_red() {
  const int n = player_count();
  for (int k = 1; k < n; ++k) {
    const int owner = (active_ + n - k) % n;
    for (const int card : cards().firing_on(roll_.total, Colour::Red)) {
      if (fires(owner, card)) resolve(owner, card, nullptr);
    }
  }
  after_red();
}

// K26: the first card that needs the extra roll and fires, or -1 (one roll however many).
int Game::extra_roll_card() const {
  for (const int card : cards().extra_roll_cards()) {
    for (int seat = 0; seat < player_count(); ++seat) {
      if (fires(seat, card)) return card;
    }
  }
  return -1;
}

void Game::after_red() {
  if (extra_roll_card() >= 0)
    phase_ = Decision::ExtraRoll;
  else
    pay_blue_green();
}

void Game::pay_blue_green() {
  const int n = player_count();
  for (int k = 0; k < n; ++k) {
    const int owner = (active_ + k) % n;
    for (const int card : cards().firing_on(roll_.total)) {
      const Colour colour = cards().establishment(card).colour;
      if ((colour == Colour::Blue || colour == Colour::Green) && fires(owner, card))
        resolve(owner, card, nullptr);
    }
  }
  purple_next_ = 0;
  resolve_purple();
}

// K12: the order of cards.json (Stadium, TV Station, Business Center, Publisher, Tax Office).
void Game::resolve_purple() {
  const std::vector<int>& purple = cards().firing_on(roll_.total, Colour::Purple);
  for (; purple_next_ < purple.size(); ++purple_next_) {
    const int card = purple[purple_next_];
    if (!fires(active_, card)) continue;
    if (const auto decision = cards().establishment(card).effect->decision()) {
      phase_ = *decision;
      return;
    }
    resolve(active_, card, nullptr);
  }
  before_build();
}

}  // namespace machikoro
