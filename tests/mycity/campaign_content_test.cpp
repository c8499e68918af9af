// campaigns/legacy/campaign.json against the design (campaign.md, content.md) and the
// loader's errors. Expected values are copied by hand from the design tables, with the
// tuning log of docs/balance.md applied on top.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>

#include <nlohmann/json.hpp>

#include "base/error.hpp"
#include "campaign_test_support.hpp"

using namespace mycity;

namespace {

struct Row {
  int episode;
  PlaceReward first, second, others;
};

// campaign.md, the eight overview tables.
const std::vector<Row>& design_rewards() {
  static const std::vector<Row> rows{
      {1, {2, {"rock"}}, {1, {}}, {0, {"tree"}}},
      {2, {2, {"rock"}}, {1, {"tree"}}, {0, {"tree", "tree"}}},
      {3, {2, {}}, {1, {"tree"}}, {0, {"tree", "tree"}}},
      {4, {2, {"rock"}}, {1, {"star"}}, {0, {"star", "tree"}}},
      {5, {2, {}}, {1, {"tree"}}, {0, {"tree", "tree"}}},
      {6, {2, {"rock"}}, {1, {"star"}}, {0, {"star", "tree"}}},
      {7, {2, {"rock"}}, {1, {"tree"}}, {0, {"tree", "tree"}}},
      {8, {2, {}}, {1, {"star"}}, {0, {"star", "tree"}}},
      {9, {2, {"rock"}}, {1, {"tree"}}, {0, {"tree", "star"}}},
      {10, {2, {}}, {1, {"tree"}}, {0, {"well", "tree"}}},
      {11, {2, {"rock"}}, {1, {"well"}}, {0, {"well", "tree"}}},
      {12, {2, {}}, {1, {"tree"}}, {0, {"tree", "tree"}}},
      {13, {2, {}}, {1, {"clearing"}}, {0, {"clearing", "clearing"}}},
      {14, {2, {"rock"}}, {1, {"clearing"}}, {0, {"clearing", "tree"}}},
      {15, {2, {}}, {1, {"star"}}, {0, {"clearing", "star"}}},
      {16, {2, {}}, {1, {"filter"}}, {0, {"filter", "tree"}}},
      {17, {2, {"rock"}}, {1, {"tree"}}, {0, {"filter", "tree"}}},
      {18, {2, {}}, {1, {"star"}}, {0, {"star", "tree"}}},
      {19, {2, {}}, {1, {"tree"}}, {0, {"tree", "tree"}}},
      {20, {2, {"rock"}}, {1, {"star"}}, {0, {"star", "tree"}}},
      {21, {2, {}}, {1, {"well"}}, {0, {"well", "tree"}}},
      {22, {2, {}}, {1, {"tree"}}, {0, {"tree", "tree"}}},
      {23, {2, {"rock"}}, {1, {"star"}}, {0, {"star", "tree"}}},
      {24, {4, {}}, {2, {}}, {0, {}}},
  };
  return rows;
}

// Stickers the tuning log (docs/balance.md) takes away. Change 4: the 2nd's tree of
// episodes 10, 12, 17, 19, 22 and the others' second tree in 12, 19, 22. Change 6: from
// episode 16 on, the others get one sticker, not a tree and another.
std::vector<Row> shipped_rewards() {
  std::vector<Row> rows = design_rewards();
  for (Row& row : rows) {
    for (int n : {10, 12, 17, 19, 22}) {
      if (row.episode == n) row.second.stickers.clear();
    }
    for (int n : {12, 19, 22}) {
      if (row.episode == n) row.others.stickers = {"tree"};
    }
    auto& others = row.others.stickers;
    if (row.episode >= 16 && others.size() == 2) {
      others.erase(std::find(others.begin(), others.end(), "tree"));
    }
  }
  return rows;
}

// Change 1 of the tuning log: losses (rocks, smoke, empty meadow) are scored before the
// gains, each group in the design's order.
bool is_loss(const std::string& id) {
  return id == "rocks" || id == "smoke" || id == "empty_meadow";
}

std::vector<std::string> term_ids(const std::vector<TermSpec>& terms) {
  std::vector<std::string> ids;
  for (const TermSpec& t : terms) ids.push_back(t.id);
  return ids;
}

bool has_term(const EpisodeDef& e, const std::string& id) {
  const auto ids = term_ids(e.ruleset.end_terms);
  const auto imm = term_ids(e.ruleset.immediate_terms);
  return std::find(ids.begin(), ids.end(), id) != ids.end() ||
         std::find(imm.begin(), imm.end(), id) != imm.end();
}

bool has_card(const EpisodeDef& e, const std::string& card) {
  return std::find(e.ruleset.deck.begin(), e.ruleset.deck.end(), card) != e.ruleset.deck.end();
}

std::string load_error(const std::function<void(nlohmann::json&)>& change) {
  std::ifstream in(default_campaign_file(MYCITY_DEFAULT_DATA_DIR));
  nlohmann::json doc = nlohmann::json::parse(in);
  change(doc);
  try {
    parse_campaign(doc, test::catalogue(), "campaign.json");
  } catch (const base::ContentError& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("Campaign data: 8 chapters of 3 episodes, titles as designed", "[campaign][data]") {
  const CampaignDef& c = test::legacy_campaign();
  REQUIRE(c.chapters.size() == 8);
  REQUIRE(c.episode_count() == 24);
  const std::vector<std::string> titles{
      "The New Land",   "Neighbourhoods",  "Bells over the Valley", "Springs and Gold",
      "Into the Woods", "Stone and Steam", "The Railway",           "The Grand City"};
  for (std::size_t i = 0; i < 8; ++i) {
    const ChapterDef& ch = c.chapters[i];
    CHECK(ch.title == titles[i]);
    CHECK(ch.first_episode == static_cast<int>(3 * i + 1));
    CHECK(ch.last_episode == static_cast<int>(3 * i + 3));
    CHECK_FALSE(ch.story.empty());
    CHECK_FALSE(ch.rules.empty());
  }
  CHECK(c.chapter_of(10).title == "Springs and Gold");
  CHECK(c.chapter_of(24).number == 8);
  CHECK(c.board == "legacy");
  CHECK(c.min_players == 2);
  CHECK(c.max_players == 4);
}

TEST_CASE("R22: every episode is capped at 50", "[campaign][data]") {
  for (const EpisodeDef& e : test::legacy_campaign().episodes) {
    CHECK(e.ruleset.cap == std::optional<int>(50));
    CHECK(e.ruleset.board == "legacy");
  }
}

TEST_CASE("R42-R44: the rewards of all 24 episodes match campaign.md and the tuning log",
          "[campaign][data]") {
  const CampaignDef& c = test::legacy_campaign();
  for (const Row& row : shipped_rewards()) {
    INFO("episode " << row.episode);
    const EpisodeRewards& r = c.episode(row.episode).rewards;
    CHECK(r.first.progress == row.first.progress);
    CHECK(r.first.stickers == row.first.stickers);
    CHECK(r.second.progress == row.second.progress);
    CHECK(r.second.stickers == row.second.stickers);
    CHECK(r.others.progress == row.others.progress);
    CHECK(r.others.stickers == row.others.stickers);
  }
}

TEST_CASE("Campaign data: decks follow content.md's Decks section", "[campaign][data]") {
  const CampaignDef& c = test::legacy_campaign();
  // 24 buildings; + 3 churches from 7; + block from 8; + station from 19; + town hall from 22.
  for (int n = 1; n <= 24; ++n) {
    INFO("episode " << n);
    const EpisodeDef& e = c.episode(n);
    const std::size_t expected = n <= 6 ? 24 : n == 7 ? 27 : n <= 18 ? 28 : n <= 21 ? 29 : 30;
    CHECK(e.ruleset.deck.size() == expected);
    CHECK(has_card(e, "Y-D2"));
    CHECK(has_card(e, "B-N5"));
    CHECK(has_card(e, "C-X5") == (n >= 7));
    CHECK(has_card(e, "BLOCK") == (n >= 8));  // the block card stays from episode 8 on
    CHECK(has_card(e, "S-D2") == (n >= 19));
    CHECK(has_card(e, "H-O6") == (n >= 22));
  }
}

TEST_CASE("Campaign data: terms by chapter, harmony and express in one episode each",
          "[campaign][data]") {
  const CampaignDef& c = test::legacy_campaign();
  // R21 with change 1 of the tuning log: losses first, then gains in chapter order.
  CHECK(term_ids(c.episode(1).ruleset.end_terms) ==
        std::vector<std::string>{"rocks", "empty_meadow", "trees"});
  CHECK(c.episode(1).ruleset.immediate_terms.empty());
  CHECK(term_ids(c.episode(6).ruleset.end_terms) ==
        std::vector<std::string>{"rocks", "empty_meadow", "trees", "colour_groups", "harmony",
                                 "star"});
  CHECK(c.episode(6).ruleset.end_terms[4].params->value("min_buildings", 0) == 4);
  CHECK(c.episode(6).ruleset.end_terms[4].params->value("points", 0) == 3);
  CHECK(term_ids(c.episode(22).ruleset.end_terms) ==
        std::vector<std::string>{"rocks", "smoke", "empty_meadow", "trees", "colour_groups",
                                 "churches", "wells", "lumber", "mines", "station", "goods",
                                 "civic_pride", "star"});
  for (int n = 1; n <= 24; ++n) {
    INFO("episode " << n);
    const EpisodeDef& e = c.episode(n);
    CHECK(has_term(e, "harmony") == (n == 6));
    CHECK(has_term(e, "express") == (n == 20));
    CHECK(has_term(e, "colour_groups") == (n >= 4));
    CHECK(has_term(e, "churches") == (n >= 7));
    CHECK(has_term(e, "wells") == (n >= 10));
    CHECK(has_term(e, "gold") == (n >= 10));
    CHECK(has_term(e, "lumber") == (n >= 13));
    CHECK(has_term(e, "mines") == (n >= 16));
    CHECK(has_term(e, "smoke") == (n >= 16));
    CHECK(has_term(e, "station") == (n >= 19));
    CHECK(has_term(e, "goods") == (n >= 19));
    CHECK(has_term(e, "civic_pride") == (n >= 22));
    CHECK(has_term(e, "star") == (n >= 4));
    CHECK(has_term(e, "trees"));
    CHECK(has_term(e, "rocks"));
    // R21, change 1 of the tuning log: no loss after a gain.
    const auto ids = term_ids(e.ruleset.end_terms);
    CHECK(std::is_partitioned(ids.begin(), ids.end(), is_loss));
    for (const TermSpec& t : e.ruleset.end_terms) {
      // Changes 2 and 3 of the tuning log: a star and a station colour are worth 1.
      if (t.id == "star" || t.id == "station") CHECK(t.params->value("points", 0) == 1);
    }
  }
  const auto express = c.episode(20).ruleset.immediate_terms;
  REQUIRE(express.size() == 2);
  CHECK(express[1].params->value("points", 0) == 2);
}

TEST_CASE("Campaign data: episode 10 plays like the Eternity side", "[campaign][data]") {
  const EpisodeDef& e = test::legacy_campaign().episode(10);
  const Ruleset& eternity = *test::catalogue().find_ruleset("eternity");
  auto deck = e.ruleset.deck;
  auto eternity_deck = eternity.deck;
  std::sort(deck.begin(), deck.end());
  std::sort(eternity_deck.begin(), eternity_deck.end());
  CHECK(deck == eternity_deck);
  CHECK(term_ids(e.ruleset.immediate_terms) == term_ids(eternity.immediate_terms));
  CHECK(e.ruleset.immediate_terms[0].params->value("points", 0) == 3);
  // Eternity's end terms, the losses moved first (tuning log, change 1); the star
  // stickers won since episode 4 keep their effect (ruling, docs/campaign.md).
  auto ids = term_ids(eternity.end_terms);
  std::stable_partition(ids.begin(), ids.end(), is_loss);
  ids.push_back("star");
  CHECK(term_ids(e.ruleset.end_terms) == ids);
}

TEST_CASE("R52: start stickers of episodes 10, 13, 16 and 19", "[campaign][data]") {
  const CampaignDef& c = test::legacy_campaign();
  for (int n = 1; n <= 24; ++n) {
    INFO("episode " << n);
    const auto& start = c.episode(n).start;
    if (n == 10) {
      REQUIRE(start.size() == 2);
      CHECK((start[0].sticker == "gold" && start[0].count == 2 && start[0].fixed));
      CHECK((start[1].sticker == "well" && start[1].count == 2 && !start[1].fixed));
    } else if (n == 13) {
      REQUIRE(start.size() == 1);
      CHECK((start[0].sticker == "clearing" && start[0].count == 3 && !start[0].fixed));
    } else if (n == 16) {
      REQUIRE(start.size() == 1);
      CHECK((start[0].sticker == "filter" && start[0].count == 1 && !start[0].fixed));
    } else if (n == 19) {
      REQUIRE(start.size() == 1);
      CHECK((start[0].sticker == "railway" && start[0].fixed));
    } else {
      CHECK(start.empty());
    }
  }
}

TEST_CASE("Campaign loader: errors name the file and the JSON path", "[campaign][data]") {
  using nlohmann::json;
  CHECK(load_error([](json&) {}) == "no error");
  CHECK(load_error([](json& d) {
          d["chapters"][2]["episodes"][1]["rewards"]["first"]["stickers"][0] = "unicorn";
        }) ==
        "campaign.json: at /chapters/2/episodes/1/rewards/first/stickers/0: unknown sticker "
        "\"unicorn\"");
  CHECK(load_error([](json& d) { d["chapters"][0]["episodes"][0]["deck"][0] = "castles"; }) ==
        "campaign.json: at /chapters/0/episodes/0/deck/0: unknown card group \"castles\"");
  CHECK(load_error([](json& d) { d["chapters"][0]["episodes"][1]["number"] = 3; }) ==
        "campaign.json: at /chapters/0/episodes/1/number: episodes are numbered in order: "
        "expected 2");
  CHECK(load_error([](json& d) {
          d["chapters"][3]["episodes"][0]["start"][1]["placed_by"] = "fixed";
        }).starts_with("campaign.json: at /chapters/3/episodes/0/start/1/placed_by: "));
  CHECK(load_error([](json& d) {
          d["chapters"][3]["episodes"][0]["start"][0]["count"] = 3;
        }).starts_with("campaign.json: at /chapters/3/episodes/0/start/0/count: "));
  CHECK(load_error([](json& d) {
          d["chapters"][1]["episodes"][2]["end_terms"][4]["term"] = "happiness";
        }).starts_with("campaign.json: at /chapters/1/episodes/2/end_terms/4: unknown end term"));
  CHECK(load_error([](json& d) {
          d["chapters"][4]["introduces"][0] = "dragons";
        }).starts_with("campaign.json: at /chapters/4/introduces/0: "));
  CHECK(load_error([](json& d) {
          d["chapters"][7]["episodes"][2]["rewards"]["first"]["progress"] = "four";
        }) ==
        "campaign.json: at /chapters/7/episodes/2/rewards/first/progress: expected an integer, "
        "found a string");
  CHECK(load_error([](json& d) { d["card_groups"]["churches"][1] = "C-V3"; }) ==
        "campaign.json: at /card_groups/churches/1: card \"C-V3\" appears twice");
  CHECK(load_error([](json& d) {
          d["chapters"][2]["episodes"][0]["deck"].push_back("buildings");
        }).starts_with("campaign.json: at /chapters/2/episodes/0/deck/2: card \"Y-D2\""));
  CHECK_THROWS_AS(load_campaign("/nonexistent/campaign.json", test::catalogue()),
                  base::ContentError);
}

// Every string in a campaign's arrays is an id or a line shown to players: none is "".
TEST_CASE("Campaign loader: an empty string in an array is refused where it is",
          "[campaign][data]") {
  using nlohmann::json;
  CHECK(load_error([](json& d) { d["chapters"][0]["rules"][0] = ""; }) ==
        "campaign.json: at /chapters/0/rules/0: expected a non-empty string");
  CHECK(load_error([](json& d) { d["chapters"][4]["introduces"][0] = ""; }) ==
        "campaign.json: at /chapters/4/introduces/0: expected a non-empty string");
  CHECK(load_error([](json& d) { d["card_groups"]["churches"][0] = ""; }) ==
        "campaign.json: at /card_groups/churches/0: expected a non-empty string");
  CHECK(load_error([](json& d) { d["chapters"][0]["episodes"][0]["deck"][0] = ""; }) ==
        "campaign.json: at /chapters/0/episodes/0/deck/0: expected a non-empty string");
  CHECK(load_error([](json& d) {
          d["chapters"][2]["episodes"][1]["rewards"]["first"]["stickers"][0] = "";
        }) ==
        "campaign.json: at /chapters/2/episodes/1/rewards/first/stickers/0: expected a "
        "non-empty string");
}
