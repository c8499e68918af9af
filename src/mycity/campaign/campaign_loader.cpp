// Loads campaigns/legacy/campaign.json (docs/campaign.md). Every value is checked and
// every failure names the file and the JSON path, like content_loader.cpp.
#include <algorithm>
#include <set>

#include <nlohmann/json.hpp>

#include "../term_reader.hpp"
#include "base/json_reader.hpp"
#include "base/utf8_path.hpp"
#include "mycity/campaign_content.hpp"
#include "mycity/stickers.hpp"

namespace mycity {

namespace {

using base::EmptyStrings;
using base::JsonPlace;
using nlohmann::json;

std::string text_member(const json& object, std::string_view key, const JsonPlace& place) {
  std::string text = base::string_member(object, key, place);
  if (text.empty()) (place / key).fail("expected a non-empty string");
  return text;
}

PlaceReward load_place_reward(const json& value, const JsonPlace& place) {
  static constexpr std::string_view kReward[] = {"progress", "stickers"};
  base::expect_known_members(value, kReward, place);
  PlaceReward reward;
  reward.progress = base::int_member(value, "progress", place, 0, 10);
  reward.stickers = base::string_array(base::member(value, "stickers", place), place / "stickers",
                                       10, EmptyStrings::Rejected);
  for (std::size_t i = 0; i < reward.stickers.size(); ++i) {
    const std::string& id = reward.stickers[i];
    if (!is_board_sticker(id) && !is_building_sticker(id)) {
      (place / "stickers" / i).fail("unknown sticker \"" + id + "\"");
    }
    if (is_fixed_sticker(id)) {
      (place / "stickers" / i).fail("\"" + id + "\" is laid by the rules, not given as a reward");
    }
  }
  return reward;
}

StartSticker load_start_sticker(const json& value, const BoardDef& board, const JsonPlace& place) {
  static constexpr std::string_view kStart[] = {"sticker", "count", "placed_by"};
  base::expect_known_members(value, kStart, place);
  StartSticker start;
  start.sticker = base::string_member(value, "sticker", place);
  if (!is_board_sticker(start.sticker) && !is_building_sticker(start.sticker)) {
    (place / "sticker").fail("unknown sticker \"" + start.sticker + "\"");
  }
  start.count = base::int_member(value, "count", place, 1, 10);
  const std::string placed_by = base::string_member(value, "placed_by", place);
  if (placed_by != "fixed" && placed_by != "each") {
    (place / "placed_by").fail("expected \"fixed\" or \"each\", found \"" + placed_by + "\"");
  }
  start.fixed = placed_by == "fixed";
  if (start.fixed != is_fixed_sticker(start.sticker)) {
    (place / "placed_by")
        .fail(start.fixed ? "only gold and railway are laid by the rules"
                          : "\"" + start.sticker + "\" is laid by the rules: use \"fixed\"");
  }
  if (start.sticker == "gold" && start.count != board.layout.gold_marks.count()) {
    (place / "count")
        .fail("the board \"" + board.id + "\" has " +
              std::to_string(board.layout.gold_marks.count()) + " printed gold marks");
  }
  if (start.sticker == "railway") {
    if (!board.railway) (place / "sticker").fail("the board \"" + board.id + "\" has no railway");
    if (start.count != 1) (place / "count").fail("there is one railway");
  }
  return start;
}

std::vector<std::string> expand_deck(const CampaignDef& campaign,
                                     const std::vector<std::string>& groups,
                                     const JsonPlace& place) {
  std::vector<std::string> deck;
  std::set<std::string> seen;
  for (std::size_t i = 0; i < groups.size(); ++i) {
    const auto it = campaign.card_groups.find(groups[i]);
    if (it == campaign.card_groups.end()) {
      (place / i).fail("unknown card group \"" + groups[i] + "\"");
    }
    for (const std::string& card : it->second) {
      if (!seen.insert(card).second) {
        (place / i).fail("card \"" + card + "\" is already in the deck");
      }
      deck.push_back(card);
    }
  }
  return deck;
}

EpisodeDef load_episode(const json& value, const CampaignDef& campaign, const BoardDef& board,
                        int chapter, const JsonPlace& place) {
  static constexpr std::string_view kEpisode[] = {"number",    "deck",  "immediate_terms",
                                                  "end_terms", "start", "rewards"};
  base::expect_known_members(value, kEpisode, place);
  EpisodeDef episode;
  episode.chapter = chapter;
  episode.number = base::int_member(value, "number", place, 1, 1000);
  if (episode.number != campaign.episode_count() + 1) {
    (place / "number")
        .fail("episodes are numbered in order: expected " +
              std::to_string(campaign.episode_count() + 1));
  }
  episode.deck_groups = base::string_array(base::member(value, "deck", place), place / "deck", 20,
                                           EmptyStrings::Rejected, 1);
  Ruleset& rules = episode.ruleset;
  rules.id = campaign.id + "-" + std::to_string(episode.number);
  rules.name = "Episode " + std::to_string(episode.number) + ": " + campaign.chapters.back().title;
  rules.board = campaign.board;
  rules.min_players = campaign.min_players;
  rules.max_players = campaign.max_players;
  rules.cap = campaign.cap;
  rules.deck = expand_deck(campaign, episode.deck_groups, place / "deck");
  rules.immediate_terms = detail::load_terms(base::member(value, "immediate_terms", place),
                                             place / "immediate_terms", detail::TermKind::Race);
  rules.end_terms = detail::load_terms(base::member(value, "end_terms", place), place / "end_terms",
                                       detail::TermKind::EndTerm);
  const json& start = base::expect_array(base::member(value, "start", place), place / "start", 10);
  for (std::size_t i = 0; i < start.size(); ++i) {
    episode.start.push_back(load_start_sticker(start[i], board, place / "start" / i));
  }
  const JsonPlace rewards = place / "rewards";
  const json& table = base::member(value, "rewards", place);
  static constexpr std::string_view kRewards[] = {"first", "second", "others"};
  base::expect_known_members(table, kRewards, rewards);
  episode.rewards.first =
      load_place_reward(base::member(table, "first", rewards), rewards / "first");
  episode.rewards.second =
      load_place_reward(base::member(table, "second", rewards), rewards / "second");
  episode.rewards.others =
      load_place_reward(base::member(table, "others", rewards), rewards / "others");
  return episode;
}

void load_card_groups(const json& value, CampaignDef& campaign, const Catalogue& catalogue,
                      const JsonPlace& place) {
  base::expect_object(value, place);
  if (value.empty()) place.fail("expected at least one card group");
  for (const auto& [name, cards] : value.items()) {
    const JsonPlace group = place / name;
    std::vector<std::string> list =
        base::string_array(cards, group, 100, EmptyStrings::Rejected, 1);
    std::set<std::string> seen;
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (list[i] != kBlockCard && !catalogue.find_piece(list[i])) {
        (group / i).fail("unknown card \"" + list[i] + "\"");
      }
      if (!seen.insert(list[i]).second) (group / i).fail("card \"" + list[i] + "\" appears twice");
    }
    campaign.card_groups.emplace(name, std::move(list));
  }
}

// Every chapter's new elements must be something the campaign uses: a card group, a
// sticker or a term, so that a front end can show a picture for each.
void check_introduces(const CampaignDef& campaign, const std::vector<JsonPlace>& chapter_places) {
  std::set<std::string, std::less<>> known;
  for (const auto& [name, cards] : campaign.card_groups) known.insert(name);
  for (auto id : sticker_ids()) known.insert(std::string(id));
  for (const EpisodeDef& episode : campaign.episodes) {
    for (const TermSpec& t : episode.ruleset.immediate_terms) known.insert(t.id);
    for (const TermSpec& t : episode.ruleset.end_terms) known.insert(t.id);
  }
  for (std::size_t c = 0; c < campaign.chapters.size(); ++c) {
    const auto& introduces = campaign.chapters[c].introduces;
    for (std::size_t i = 0; i < introduces.size(); ++i) {
      if (!known.contains(introduces[i])) {
        (chapter_places[c] / "introduces" / i)
            .fail("\"" + introduces[i] + "\" is not a card group, sticker or term of the campaign");
      }
    }
  }
}

// The progress symbols on the board must hold the most a player can fill: the best place
// of every episode plus one symbol for reaching the cap (R22).
void check_progress_room(const CampaignDef& campaign, const BoardDef& board,
                         const JsonPlace& place) {
  int most = 0;
  for (const EpisodeDef& e : campaign.episodes) {
    most +=
        std::max({e.rewards.first.progress, e.rewards.second.progress, e.rewards.others.progress}) +
        1;
  }
  const int room = board.progress_rows * board.progress_per_row;
  if (most > room) {
    place.fail("a player could fill " + std::to_string(most) +
               " progress symbols but the board \"" + board.id + "\" has " + std::to_string(room));
  }
}

}  // namespace

const PlaceReward& EpisodeRewards::of(Place place) const {
  switch (place) {
    case Place::First:
      return first;
    case Place::Second:
      return second;
    case Place::Others:
      break;
  }
  return others;
}

const EpisodeDef& CampaignDef::episode(int number) const {
  if (number < 1 || number > episode_count()) {
    throw base::Error("no episode " + std::to_string(number) + " (the campaign has " +
                      std::to_string(episode_count()) + ")");
  }
  return episodes[static_cast<std::size_t>(number - 1)];
}

const ChapterDef& CampaignDef::chapter_of(int episode_number) const {
  const EpisodeDef& e = episode(episode_number);
  return chapters.at(static_cast<std::size_t>(e.chapter - 1));
}

std::filesystem::path default_campaign_file(const std::filesystem::path& data_dir) {
  return data_dir / "legacy" / "campaign.json";
}

CampaignDef parse_campaign(const json& doc, const Catalogue& catalogue, const std::string& source) {
  const JsonPlace root(source);
  base::expect_object(doc, root);
  base::expect_format(doc, "mycity-campaign", 1, root);
  static constexpr std::string_view kTop[] = {
      "format", "version", "id", "name", "board", "players", "cap", "card_groups", "chapters"};
  base::expect_known_members(doc, kTop, root);
  CampaignDef campaign;
  campaign.id = text_member(doc, "id", root);
  campaign.name = text_member(doc, "name", root);
  campaign.board = base::string_member(doc, "board", root);
  const BoardDef* board = catalogue.find_board(campaign.board);
  if (board == nullptr) (root / "board").fail("unknown board \"" + campaign.board + "\"");
  if (board->progress_rows * board->progress_per_row == 0) {
    (root / "board").fail("the board \"" + campaign.board + "\" has no progress symbols");
  }
  const json& players = base::member(doc, "players", root);
  static constexpr std::string_view kPlayers[] = {"min", "max"};
  base::expect_known_members(players, kPlayers, root / "players");
  campaign.min_players = base::int_member(players, "min", root / "players", 2, 8);
  campaign.max_players =
      base::int_member(players, "max", root / "players", campaign.min_players, 8);
  campaign.cap = base::int_member(doc, "cap", root, 11, 1000);
  load_card_groups(base::member(doc, "card_groups", root), campaign, catalogue,
                   root / "card_groups");

  const JsonPlace chapters_place = root / "chapters";
  const json& chapters =
      base::expect_array(base::member(doc, "chapters", root), chapters_place, 50);
  if (chapters.empty()) chapters_place.fail("expected at least one chapter");
  std::vector<JsonPlace> chapter_places;
  for (std::size_t c = 0; c < chapters.size(); ++c) {
    const JsonPlace place = chapters_place / c;
    chapter_places.push_back(place);
    const json& value = chapters[c];
    static constexpr std::string_view kChapter[] = {"number", "title",      "story",
                                                    "rules",  "introduces", "episodes"};
    base::expect_known_members(value, kChapter, place);
    ChapterDef chapter;
    chapter.number = base::int_member(value, "number", place, 1, 50);
    if (chapter.number != static_cast<int>(c) + 1) {
      (place / "number").fail("chapters are numbered in order: expected " + std::to_string(c + 1));
    }
    chapter.title = text_member(value, "title", place);
    chapter.story = text_member(value, "story", place);
    chapter.rules = base::string_array(base::member(value, "rules", place), place / "rules", 50,
                                       EmptyStrings::Rejected, 1);
    chapter.introduces = base::string_array(base::member(value, "introduces", place),
                                            place / "introduces", 50, EmptyStrings::Rejected);
    campaign.chapters.push_back(chapter);
    const JsonPlace episodes_place = place / "episodes";
    const json& episodes =
        base::expect_array(base::member(value, "episodes", place), episodes_place, 50);
    if (episodes.empty()) episodes_place.fail("a chapter has at least one episode");
    campaign.chapters.back().first_episode = campaign.episode_count() + 1;
    for (std::size_t e = 0; e < episodes.size(); ++e) {
      campaign.episodes.push_back(
          load_episode(episodes[e], campaign, *board, chapter.number, episodes_place / e));
    }
    campaign.chapters.back().last_episode = campaign.episode_count();
  }
  check_introduces(campaign, chapter_places);
  check_progress_room(campaign, *board, chapters_place);
  return campaign;
}

CampaignDef load_campaign(const std::filesystem::path& file, const Catalogue& catalogue) {
  const std::string name = base::utf8_string(file);
  return parse_campaign(base::read_json_file(name), catalogue, name);
}

}  // namespace mycity
