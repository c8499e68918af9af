#include "machikoro/session/story_words.hpp"

#include "i18n/translate.hpp"
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

}  // namespace machikoro::session
