// The build phase (K13-K16), the Airport (K29) and the end (K30).
#include "machikoro/game.hpp"

namespace machikoro {

namespace {

std::optional<Refusal> afford(const PlayerState& p, const std::string& id, int cost) {
  if (p.coins >= cost) return std::nullopt;
  return Refusal{"K14", "the " + id + " costs " + std::to_string(cost) + ", " + p.name + " has " +
                            std::to_string(p.coins)};
}

std::optional<Refusal> not_in_game(const std::string& id, Edition edition) {
  return Refusal{"K2",
                 "the " + id + " is not in the " + std::string(edition_name(edition)) + " game"};
}

}  // namespace

std::optional<Refusal> Game::check_build(const Choice& choice) const {
  if (choice.kind == ChoiceKind::BuildNothing) return std::nullopt;
  if (choice.kind != ChoiceKind::Build)
    return Refusal{"K14", "build one establishment or landmark, or nothing"};
  const PlayerState& p = player(active_);
  const std::string& id = choice.card;
  if (const int card = cards().find_establishment(id); card >= 0) {
    const Establishment& e = cards().establishment(card);
    if (!in_game(e.edition, setup_->edition)) return not_in_game(id, setup_->edition);
    if (supply_.lying_out(card) == 0) return Refusal{"K16", "no " + id + " lies out"};
    if (e.colour == Colour::Purple && p.copies(card) > 0)
      return Refusal{"K13", p.name + " has a " + id + " already"};
    return afford(p, id, e.cost);
  }
  if (const int landmark = cards().find_landmark(id); landmark >= 0) {
    const Landmark& l = cards().landmark(landmark);
    if (!in_game(l.edition, setup_->edition)) return not_in_game(id, setup_->edition);
    if (p.built(landmark)) return Refusal{"K14", p.name + " has built the " + id + " already"};
    if (l.starts_built)
      return Refusal{"K2", "the " + id + " starts built, it is never built in play"};
    return afford(p, id, l.cost);
  }
  return Refusal{"K14", "no card \"" + id + "\""};
}

void Game::build(const Choice& choice) {
  PlayerState& p = players_.at(static_cast<std::size_t>(active_));
  if (choice.kind == ChoiceKind::BuildNothing) {
    if (has(active_, airport_)) {
      p.coins += 10;
      events_.push_back(
          {EventKind::Payment, cards().landmark(airport_).id, kBank, active_, 10, 10});
    }
    end_turn();
    return;
  }
  const int card = cards().find_establishment(choice.card);
  const int landmark = cards().find_landmark(choice.card);
  const int cost = card >= 0 ? cards().establishment(card).cost : cards().landmark(landmark).cost;
  p.coins -= cost;
  events_.push_back({EventKind::Build, choice.card, active_, kBank, cost, cost});
  if (card >= 0) {
    ++p.establishments.at(static_cast<std::size_t>(card));
    supply_.take(card);
    retire_if_everyone_owns(card);
    end_turn();
    return;
  }
  p.landmarks.at(static_cast<std::size_t>(landmark)) = true;
  if (has_all_landmarks(active_)) {
    winner_ = active_;
    phase_ = Decision::GameOver;
    return;
  }
  end_turn();
}

// Section 8, purple_out: a purple type every player owns leaves the market.
void Game::retire_if_everyone_owns(int card) {
  if (!setup_->house_rules.purple_out || cards().establishment(card).colour != Colour::Purple)
    return;
  for (const PlayerState& p : players_) {
    if (p.copies(card) == 0) return;
  }
  supply_.retire(card);
}

}  // namespace machikoro
