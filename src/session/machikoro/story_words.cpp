#include "machikoro/session/story_words.hpp"

#include "i18n/translate.hpp"
#include "machikoro/session/card_words.hpp"
#include "machikoro/session/computers.hpp"
#include "machikoro/session/event_words.hpp"

namespace machikoro::session {

namespace {

using i18n::format;
using i18n::tr;

std::string name(const GameStory& story, int seat) {
  return shown_name(story.setup().players.at(static_cast<std::size_t>(seat)));
}

}  // namespace

std::string roll_words(const GameStory& story, const StoryTurn& turn) {
  const std::string who = name(story, turn.player);
  const TurnRoll& roll = turn.roll;
  if (roll.dice.empty()) return format(tr("{1} has not rolled yet."), who);
  std::string words =
      roll.rerolled
          // TRANSLATORS: Machi Koro: {2} is the first roll ("3" or "3 + 4 = 7"), {3} the new.
          ? format(tr("{1} rolled {2}, then again with the Radio Tower: {3}."), who,
                   dice_words(roll.first), dice_words(roll.dice))
          : format(tr("{1} rolled {2}."), who, dice_words(roll.dice));
  if (roll.harbor) words += " " + format(tr("The Harbor adds 2: {1}."), roll.total);
  if (!roll.extra.empty())
    words += " " + format(tr("The Tuna Boat's extra roll: {1}."), dice_words(roll.extra));
  if (roll.extra_turn) words += " " + format(tr("Doubles: {1} plays again."), who);
  return words;
}

std::string event_words(const CardSet& cards, const GameStory& story, const Event& event) {
  std::vector<std::string> names;
  for (const std::string& player : story.setup().players) names.push_back(shown_name(player));
  return event_words(cards, names, event, Telling::Sentence);
}

std::string decision_words(Decision decision) {
  switch (decision) {
    case Decision::DiceCount:
      // TRANSLATORS: Machi Koro's turning points: what a player decided ("Turn 12: the
      // dice"), here how many dice to roll.
      return tr("the dice");
    case Decision::RadioTower:
      return tr("the Radio Tower's re-roll");
    case Decision::Harbor:
      return tr("the Harbor's 2");
    case Decision::Target:
      return tr("the TV Station");
    case Decision::Swap:
      return tr("the Business Center");
    case Decision::Build:
      return tr("the build");
    case Decision::Roll:
    case Decision::ExtraRoll:
    case Decision::GameOver:
      break;
  }
  return "";
}

std::string choice_words(const CardSet& cards, const GameStory& story, const Action& choice) {
  switch (choice.kind) {
    case ActionKind::DiceCount:
      return choice.count == 1 ? tr("roll one die") : tr("roll two dice");
    case ActionKind::Reroll:
      return tr("roll again");
    case ActionKind::KeepRoll:
      return tr("keep the roll");
    case ActionKind::AddTwo:
      return tr("add 2");
    case ActionKind::NoAddTwo:
      return tr("add nothing");
    case ActionKind::Target:
      // TRANSLATORS: Machi Koro's TV Station: {1} is the player it takes from.
      return format(tr("take coins from {1}"), name(story, choice.seat));
    case ActionKind::Swap:
      // TRANSLATORS: Machi Koro's Business Center: give card {1}, take {2}'s card {3}.
      return format(tr("give the {1} for {2}'s {3}"), card_name(cards, choice.card),
                    name(story, choice.seat),
                    card_name(cards, CardRef::establishment(choice.take)));
    case ActionKind::DeclineSwap:
      return tr("swap nothing");
    case ActionKind::Build:
      // TRANSLATORS: Machi Koro: {1} is a card (an establishment or a landmark).
      return format(tr("build the {1}"), card_name(cards, choice.card));
    case ActionKind::BuildNothing:
      return tr("build nothing");
    case ActionKind::Dice:
      break;
  }
  return dice_words(choice.dice);
}

}  // namespace machikoro::session
