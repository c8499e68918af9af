#include "mycity/record_episode.hpp"

#include <algorithm>

#include "mycity/stickers.hpp"

namespace mycity {

namespace {

// The most stickers of a kind a city can hold at the start of `episode`: the most any
// place wins in each earlier episode, plus the start stickers up to this one.
int most_stickers_at_start(const CampaignDef& campaign, int episode, std::string_view sticker) {
  int most = 0;
  for (const EpisodeDef& e : campaign.episodes) {
    if (e.number > episode) break;
    for (const StartSticker& start : e.start) {
      if (start.sticker == sticker) most += start.count;
    }
    if (e.number == episode) break;
    int won = 0;
    for (const PlaceReward* place : {&e.rewards.first, &e.rewards.second, &e.rewards.others}) {
      won = std::max(won, static_cast<int>(
                              std::count(place->stickers.begin(), place->stickers.end(), sticker)));
    }
    most += won;
  }
  return most;
}

std::string first_held(const CampaignDef& campaign, std::string_view sticker) {
  for (const EpisodeDef& e : campaign.episodes) {
    if (most_stickers_at_start(campaign, e.number, sticker) > 0)
      return "from episode " + std::to_string(e.number) + " on";
  }
  return "in no episode";
}

}  // namespace

std::optional<std::string> card_outside_deck(const Ruleset& rules,
                                             const std::vector<std::string>& deck) {
  for (std::size_t i = 0; i < deck.size(); ++i) {
    if (std::find(rules.deck.begin(), rules.deck.end(), deck[i]) == rules.deck.end()) {
      return "at /deck/" + std::to_string(i) + ": card \"" + deck[i] + "\" is not in the deck of " +
             rules.name;
    }
  }
  return std::nullopt;
}

std::optional<Violation> impossible_at_start(const CampaignDef& campaign, const BoardDef& printed,
                                             int episode,
                                             const std::vector<RecordSticker>& stickers,
                                             const BoardLayout& board) {
  const std::string at_start = "at the start of episode " + std::to_string(episode);
  for (std::string_view id : sticker_ids()) {
    const std::string kind(id);
    const auto held = std::count_if(stickers.begin(), stickers.end(),
                                    [&](const RecordSticker& s) { return s.sticker == kind; });
    const int most = most_stickers_at_start(campaign, episode, id);
    if (held <= most) continue;
    if (most == 0) {
      return Violation{"R52", "a " + kind + " sticker can be on a board " +
                                  first_held(campaign, id) + ", not " + at_start};
    }
    return Violation{"R52", "a board holds at most " + std::to_string(most) + " " + kind +
                                " sticker(s) " + at_start +
                                " (the most the campaign gives by then); found " +
                                std::to_string(held)};
  }
  for (const EpisodeDef& e : campaign.episodes) {
    if (e.number > episode) break;
    for (const StartSticker& start : e.start) {
      if (!start.fixed) continue;
      BoardLayout laid = board;
      const auto missing = lay_fixed_sticker(laid, printed, start.sticker).size();
      if (missing == 0) continue;
      return Violation{"R52", "from episode " + std::to_string(e.number) +
                                  " on every board starts with its " + start.sticker + " laid (" +
                                  std::to_string(missing) + " missing here)"};
    }
  }
  return std::nullopt;
}

}  // namespace mycity
