// The one place that says what is legal: check() per pending decision, and legal_choices()
// as the candidates check() accepts. apply() checks, then plays on.
#include "effects/effect.hpp"
#include "machikoro/game.hpp"

namespace machikoro {

namespace {

constexpr int kDieFaces = 6;

void all_rolls(int dice, std::vector<Choice>& out) {
  for (int a = 1; a <= kDieFaces; ++a) {
    if (dice == 1) {
      out.push_back(Choice::roll({a}));
      continue;
    }
    for (int b = 1; b <= kDieFaces; ++b) out.push_back(Choice::roll({a, b}));
  }
}

std::optional<Refusal> check_dice(const Choice& choice, int dice, const std::string& rule) {
  const std::string wanted = std::to_string(dice) + (dice == 1 ? " die" : " dice");
  if (choice.kind != ChoiceKind::Dice || static_cast<int>(choice.dice.size()) != dice)
    return Refusal{rule, "roll " + wanted};
  for (const int value : choice.dice) {
    if (value < 1 || value > kDieFaces)
      return Refusal{rule, "a die shows 1 to 6, not " + std::to_string(value)};
  }
  return std::nullopt;
}

std::optional<Refusal> either(const Choice& choice, ChoiceKind a, ChoiceKind b,
                              const std::string& rule, const std::string& words) {
  if (choice.kind == a || choice.kind == b) return std::nullopt;
  return Refusal{rule, words};
}

}  // namespace

std::vector<Choice> Game::candidates() const {
  std::vector<Choice> out;
  switch (phase_) {
    case Decision::DiceCount:
      out = {Choice::dice_count(1), Choice::dice_count(2)};
      break;
    case Decision::Roll:
      all_rolls(dice_count_, out);
      break;
    case Decision::ExtraRoll:
      all_rolls(2, out);
      break;
    case Decision::RadioTower:
      out = {Choice::reroll(), Choice::keep_roll()};
      break;
    case Decision::Harbor:
      out = {Choice::add_two(), Choice::no_add_two()};
      break;
    case Decision::Target:
    case Decision::Swap:
      cards().establishment(purple_card()).effect->candidates(firing(active_, purple_card()), out);
      break;
    case Decision::Build:
      out.push_back(Choice::build_nothing());
      for (const Establishment& e : cards().establishments()) out.push_back(Choice::build(e.id));
      for (const Landmark& l : cards().landmarks()) out.push_back(Choice::build(l.id));
      break;
    case Decision::GameOver:
      break;
  }
  return out;
}

std::vector<Choice> Game::legal_choices() const {
  std::vector<Choice> legal;
  for (Choice& choice : candidates()) {
    if (!check(choice)) legal.push_back(std::move(choice));
  }
  return legal;
}

std::optional<Refusal> Game::check(const Choice& choice) const {
  switch (phase_) {
    case Decision::DiceCount:
      if (choice.kind == ChoiceKind::DiceCount && (choice.count == 1 || choice.count == 2))
        return std::nullopt;
      return Refusal{"K4", "choose to roll 1 or 2 dice"};
    case Decision::Roll:
      return check_dice(choice, dice_count_, "K4");
    case Decision::ExtraRoll:
      return check_dice(choice, 2, "K26");
    case Decision::RadioTower:
      return either(choice, ChoiceKind::Reroll, ChoiceKind::KeepRoll, "K5",
                    "roll again or keep the roll");
    case Decision::Harbor:
      return either(choice, ChoiceKind::AddTwo, ChoiceKind::NoAddTwo, "K6",
                    "add 2 to the total or not");
    case Decision::Target:
    case Decision::Swap:
      return cards()
          .establishment(purple_card())
          .effect->check(firing(active_, purple_card()), choice);
    case Decision::Build:
      return check_build(choice);
    case Decision::GameOver:
      break;
  }
  return Refusal{winner_ ? "K30" : "K31", "the game is over"};
}

std::optional<Refusal> Game::apply(const Choice& choice) {
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
      if (choice.kind == ChoiceKind::Reroll) {
        roll_.rerolled = true;
        ask_roll();
      } else {
        final_roll();
      }
      break;
    case Decision::Harbor:
      roll_.harbor = choice.kind == ChoiceKind::AddTwo;
      if (roll_.harbor) roll_.total += 2;
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
  if (!keep_events_) {
    events_.clear();
    turn_start_ = 0;
  }
  return std::nullopt;
}

}  // namespace machikoro
