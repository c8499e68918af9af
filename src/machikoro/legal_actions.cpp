// The one place that says what is legal: legal() per pending decision, with or without the
// words of a refusal; check(), apply() and legal_actions() all ask it.
#include "effects/effect.hpp"
#include "machikoro/game.hpp"

namespace machikoro {

namespace {

constexpr int kDieFaces = 6;

void all_rolls(int dice, std::vector<Action>& out) {
  for (int a = 1; a <= kDieFaces; ++a) {
    if (dice == 1) {
      out.push_back(Action::roll({a}));
      continue;
    }
    for (int b = 1; b <= kDieFaces; ++b) out.push_back(Action::roll({a, b}));
  }
}

bool legal_dice(const Action& choice, int dice, const char* rule, Violation* why) {
  if (choice.kind != ActionKind::Dice || choice.dice.count != dice)
    return refuse(why, rule,
                  [&] { return "roll " + std::to_string(dice) + (dice == 1 ? " die" : " dice"); });
  for (const int value : choice.dice.shown()) {
    if (value < 1 || value > kDieFaces)
      return refuse(why, rule, [&] { return "a die shows 1 to 6, not " + std::to_string(value); });
  }
  return true;
}

bool either(const Action& choice, ActionKind a, ActionKind b, const char* rule, const char* words,
            Violation* why) {
  return choice.kind == a || choice.kind == b ||
         refuse(why, rule, [&] { return std::string(words); });
}

}  // namespace

// Each decision's candidates, filtered by legal(). The decisions asked most skip the list:
// the build offers only the cards of the game the player can pay for, a purple card lists its
// own legal answers.
void Game::legal_actions(std::vector<Action>& out) const {
  out.clear();
  switch (phase_) {
    case Decision::DiceCount:
      out.push_back(Action::dice_count(1));
      out.push_back(Action::dice_count(2));
      break;
    case Decision::Roll:
      all_rolls(dice_count_, out);
      break;
    case Decision::ExtraRoll:
      all_rolls(2, out);
      break;
    case Decision::RadioTower:
      out.push_back(Action::reroll());
      out.push_back(Action::keep_roll());
      break;
    case Decision::Harbor:
      out.push_back(Action::add_two());
      out.push_back(Action::no_add_two());
      break;
    case Decision::Target:
    case Decision::Swap: {
      cards().establishment(purple_card()).effect->candidates(firing(active_, purple_card()), out);
      return;
    }
    case Decision::Build:
      list_builds(out);
      return;
    case Decision::GameOver:
      return;
  }
  std::erase_if(out, [this](const Action& choice) { return !legal(choice, nullptr); });
}

std::vector<Action> Game::legal_actions() const {
  std::vector<Action> out;
  legal_actions(out);
  return out;
}

bool Game::legal(const Action& choice, Violation* why) const {
  switch (phase_) {
    case Decision::DiceCount:
      return (choice.kind == ActionKind::DiceCount && (choice.count == 1 || choice.count == 2)) ||
             refuse(why, "K4", [] { return "choose to roll 1 or 2 dice"; });
    case Decision::Roll:
      return legal_dice(choice, dice_count_, "K4", why);
    case Decision::ExtraRoll:
      return legal_dice(choice, 2, "K26", why);
    case Decision::RadioTower:
      return either(choice, ActionKind::Reroll, ActionKind::KeepRoll, "K5",
                    "roll again or keep the roll", why);
    case Decision::Harbor:
      return either(choice, ActionKind::AddTwo, ActionKind::NoAddTwo, "K6",
                    "add 2 to the total or not", why);
    case Decision::Target:
    case Decision::Swap:
      return cards()
          .establishment(purple_card())
          .effect->legal(firing(active_, purple_card()), choice, why);
    case Decision::Build:
      return legal_build(choice, why);
    case Decision::GameOver:
      break;
  }
  return refuse(why, winner_ ? "K30" : "K31", [] { return "the game is over"; });
}

std::optional<Violation> Game::check(const Action& choice) const {
  Violation why;
  if (legal(choice, &why)) return std::nullopt;
  return why;
}

std::optional<Violation> Game::apply(const Action& choice) {
  if (auto refusal = check(choice)) return refusal;
  switch (phase_) {
    case Decision::DiceCount:
      dice_count_ = choice.count;
      phase_ = Decision::Roll;
      break;
    case Decision::Roll:
      if (roll_.first.empty()) roll_.first = choice.dice;
      roll_.dice = choice.dice;
      roll_done();
      break;
    case Decision::RadioTower:
      if (choice.kind == ActionKind::Reroll) {
        roll_.rerolled = true;
        ask_roll();
      } else {
        final_roll();
      }
      break;
    case Decision::Harbor:
      roll_.harbor = choice.kind == ActionKind::AddTwo;
      if (roll_.harbor) roll_.total += kHarborBonus;
      pay_red();
      break;
    case Decision::ExtraRoll:
      roll_.extra = choice.dice;
      pay_blue_green();
      break;
    case Decision::Target:
    case Decision::Swap:
      resolve(active_, purple_card(), &choice);
      ++purple_next_;
      resolve_purple();
      break;
    case Decision::Build:
      build(choice);
      break;
    case Decision::GameOver:
      break;
  }
  return std::nullopt;
}

}  // namespace machikoro
