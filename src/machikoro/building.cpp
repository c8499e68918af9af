// The build phase (K13-K16), the Airport (K29) and the end (K30).
#include "effects/effect.hpp"
#include "machikoro/game.hpp"

namespace machikoro {

// What is wrong with a build: the rules decide with numbers only (build_fault), the words
// are made only for a refusal that is read (build_refusal).
enum class BuildFault {
  None,
  NotABuild,
  NoCard,
  NotInGame,    // K2
  NotLyingOut,  // K16
  OwnsPurple,   // K13
  Built,        // K14
  StartsBuilt,  // K2
  TooDear,      // K14
};

[[gnu::always_inline]] inline BuildFault Game::build_fault(const Action& choice) const {
  if (choice.kind == ActionKind::BuildNothing) return BuildFault::None;
  if (choice.kind != ActionKind::Build) return BuildFault::NotABuild;
  const PlayerState& p = players_[static_cast<std::size_t>(active_)];
  const CardRef card = choice.card;
  const auto count = card.landmark ? cards().landmarks().size() : cards().establishments().size();
  if (card.index < 0 || static_cast<std::size_t>(card.index) >= count) return BuildFault::NoCard;
  const auto index = static_cast<std::size_t>(card.index);
  if (!card.landmark) {
    const Establishment& e = cards().establishments()[index];
    if (!in_game(e.edition, setup_->edition)) return BuildFault::NotInGame;
    if (supply_.lying_out(card.index) == 0) return BuildFault::NotLyingOut;
    if (e.colour == Colour::Purple && p.establishments[index] > 0) return BuildFault::OwnsPurple;
    return p.coins >= e.cost ? BuildFault::None : BuildFault::TooDear;
  }
  const Landmark& l = cards().landmarks()[index];
  if (!in_game(l.edition, setup_->edition)) return BuildFault::NotInGame;
  if (p.landmarks[index]) return BuildFault::Built;
  if (l.starts_built) return BuildFault::StartsBuilt;
  return p.coins >= l.cost ? BuildFault::None : BuildFault::TooDear;
}

bool Game::could_build(CardRef card) const {
  return build_fault(Action::build(card)) == BuildFault::None;
}

Violation Game::build_refusal(BuildFault fault, const Action& choice) const {
  const PlayerState& p = player(active_);
  const CardRef card = choice.card;
  const auto id = [&] { return cards().id(card); };
  switch (fault) {
    case BuildFault::NotABuild:
      return {"K14", "build one establishment or landmark, or nothing"};
    case BuildFault::NoCard:
      return {"K14",
              (card.landmark ? "no landmark " : "no establishment ") + std::to_string(card.index)};
    case BuildFault::NotInGame:
      return {"K2", "the " + id() + " is not in the " + std::string(edition_name(setup_->edition)) +
                        " game"};
    case BuildFault::NotLyingOut:
      return {"K16", "no " + id() + " lies out"};
    case BuildFault::OwnsPurple:
      return {"K13", p.name + " has a " + id() + " already"};
    case BuildFault::Built:
      return {"K14", p.name + " has built the " + id() + " already"};
    case BuildFault::StartsBuilt:
      return {"K2", "the " + id() + " starts built, it is never built in play"};
    case BuildFault::TooDear:
      return {"K14", "the " + id() + " costs " + std::to_string(cards().cost(card)) + ", " +
                         p.name + " has " + std::to_string(p.coins)};
    case BuildFault::None:
      break;
  }
  return {};
}

void Game::list_builds(std::vector<Action>& out) const {
  out.push_back(Action::build_nothing());
  const int coins = player(active_).coins;
  for (const CardSet::Buildable& b : cards().buildable(setup_->edition)) {
    if (b.cost > coins) continue;  // K14 prunes most
    const Action choice = Action::build(b.card);
    if (build_fault(choice) == BuildFault::None) out.push_back(choice);
  }
}

bool Game::legal_build(const Action& choice, Violation* why) const {
  const BuildFault fault = build_fault(choice);
  if (fault != BuildFault::None && why) *why = build_refusal(fault, choice);
  return fault == BuildFault::None;
}

void Game::build(const Action& choice) {
  PlayerState& p = players_.at(static_cast<std::size_t>(active_));
  if (choice.kind == ActionKind::BuildNothing) {
    if (has(active_, airport_)) {
      p.coins += 10;
      log({EventKind::Payment, CardRef::landmark_at(airport_), kBank, active_, 10, 10});
    }
    end_turn();
    return;
  }
  const CardRef card = choice.card;
  const int cost = cards().cost(card);
  p.coins -= cost;
  log({EventKind::Build, card, active_, kBank, cost, cost});
  if (!card.landmark) {
    ++p.establishments.at(static_cast<std::size_t>(card.index));
    supply_.take(card.index);
    retire_if_everyone_owns(card.index);
    end_turn();
    return;
  }
  p.landmarks.at(static_cast<std::size_t>(card.index)) = true;
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
