// A legacy episode record holds only what its episode can have (campaign.md, content.md
// "Decks"): its episode's cards, and start boards the campaign can produce by then (R52).
// Each record comes from a bot campaign and is then changed by hand.
#include <catch2/catch.hpp>

#include "base/error.hpp"
#include "campaign_save_test_support.hpp"
#include "mycity/record.hpp"

using namespace mycity;
using nlohmann::json;

namespace {

json record_json(int episode) {
  static const Campaign campaign = test::finished_bot_campaign(3, 29);
  return test::episode_record_json(campaign, episode);
}

// The record with `card` dealt last: whoever is still in when it comes drops out.
json with_card_at_end(json doc, const std::string& card) {
  doc["deck"].push_back(card);
  json turn = json::array();
  bool anyone_in = false;
  for (const json& action : doc["turns"].back()) {
    const bool in = !action.is_null() && action != "drop";
    turn.push_back(in ? json("drop") : json(nullptr));
    anyone_in = anyone_in || in;
  }
  if (anyone_in) doc["turns"].push_back(turn);
  return doc;
}

// Adds a board sticker on (x, y) of board `seat`, showing `feature` there on the map.
json with_board_sticker(json doc, int seat, const std::string& sticker, int x, int y,
                        char feature) {
  json& board = doc["boards"][static_cast<std::size_t>(seat)];
  board["stickers"].push_back({{"sticker", sticker}, {"x", x}, {"y", y}});
  board["map"][static_cast<std::size_t>(y)].get_ref<std::string&>()[static_cast<std::size_t>(x)] =
      feature;
  return doc;
}

// The cells of board `seat` that show `legend` on its map.
std::vector<std::pair<int, int>> cells_showing(const json& doc, int seat, char legend) {
  std::vector<std::pair<int, int>> cells;
  const json& map = doc["boards"][static_cast<std::size_t>(seat)]["map"];
  for (std::size_t y = 0; y < map.size(); ++y) {
    const std::string row = map[y];
    for (std::size_t x = 0; x < row.size(); ++x) {
      if (row[x] == legend) cells.emplace_back(static_cast<int>(x), static_cast<int>(y));
    }
  }
  return cells;
}

std::string refusal(const json& doc) {
  try {
    test::replay_legacy_json(doc);
  } catch (const base::RecordError& e) {
    return e.what();
  }
  return "accepted";
}

}  // namespace

TEST_CASE("Legacy record: the deck holds only its episode's cards (content.md Decks)",
          "[campaign][record]") {
  REQUIRE_NOTHROW(test::replay_legacy_json(record_json(3)));
  // The churches come with episode 7, the station with episode 19.
  const json chapel = with_card_at_end(record_json(3), "C-V3");
  CHECK_THAT(refusal(chapel),
             Catch::Contains("at /deck/24: card \"C-V3\"") && Catch::Contains("Episode 3"));
  const json station = with_card_at_end(record_json(17), "S-D2");
  CHECK_THAT(refusal(station), Catch::Contains("card \"S-D2\"") && Catch::Contains("Episode 17"));
  // A deck shorter than the episode's (formats.md) stays legal: the first three cards.
  json shorter = record_json(3);
  shorter["deck"].erase(shorter["deck"].begin() + 3, shorter["deck"].end());
  shorter["turns"].erase(shorter["turns"].begin() + 3, shorter["turns"].end());
  CHECK(refusal(shorter) == "accepted");
}

TEST_CASE("Legacy record: a fixed start sticker is on every board from its episode on (R52)",
          "[campaign][record][R52]") {
  json no_railway = record_json(23);
  json& stickers = no_railway["boards"][1]["stickers"];
  const auto railway = std::find(stickers.begin(), stickers.end(), json{{"sticker", "railway"}});
  REQUIRE(railway != stickers.end());
  stickers.erase(railway);
  CHECK_THAT(refusal(no_railway), Catch::Contains("board of player 2") && Catch::Contains("R52") &&
                                      Catch::Contains("railway"));

  // Episode 12: gold lies on both printed marks since episode 10; take one or both away.
  const json gilded = record_json(12);
  const auto gold = cells_showing(gilded, 0, 'G');
  REQUIRE(gold.size() == 2);
  for (std::size_t kept : {0u, 1u}) {
    INFO(kept << " gold sticker(s) kept");
    json doc = gilded;
    json& list = doc["boards"][0]["stickers"];
    for (std::size_t i = list.size(); i-- > 0;) {
      if (list[i]["sticker"] == "gold") list.erase(i);
    }
    for (std::size_t g = 0; g < 2; ++g) {
      auto& row =
          doc["boards"][0]["map"][static_cast<std::size_t>(gold[g].second)].get_ref<std::string&>();
      row[static_cast<std::size_t>(gold[g].first)] = 'g';
    }
    if (kept == 1) doc = with_board_sticker(doc, 0, "gold", gold[0].first, gold[0].second, 'G');
    CHECK_THAT(refusal(doc), Catch::Contains("board of player 1") && Catch::Contains("R52") &&
                                 Catch::Contains("gold"));
  }
}

TEST_CASE("Legacy record: no sticker on a board before the campaign gives it (R52)",
          "[campaign][record][R52]") {
  const json episode5 = record_json(5);
  const auto marks = cells_showing(episode5, 2, 'g');
  REQUIRE_FALSE(marks.empty());
  const json gold = with_board_sticker(episode5, 2, "gold", marks[0].first, marks[0].second, 'G');
  CHECK_THAT(refusal(gold), Catch::Contains("board of player 3") && Catch::Contains("R52") &&
                                Catch::Contains("gold") && Catch::Contains("episode 10"));

  json railway = record_json(1);
  railway["boards"][0]["stickers"].push_back({{"sticker", "railway"}});
  CHECK_THAT(refusal(railway), Catch::Contains("board of player 1") && Catch::Contains("R52") &&
                                   Catch::Contains("railway") && Catch::Contains("episode 19"));

  // Stars are won from episode 4 on, so the first can be on a board in episode 5.
  json star = record_json(4);
  star["boards"][1]["stickers"].push_back({{"sticker", "star"}, {"piece", "Y-D2"}});
  CHECK_THAT(refusal(star), Catch::Contains("board of player 2") && Catch::Contains("R52") &&
                                Catch::Contains("star") && Catch::Contains("episode 5"));

  // After episode 1 a city holds at most one tree (the others' reward), after two at most 3.
  const json episode2 = record_json(2);
  const auto spots = cells_showing(episode2, 0, 'o');
  REQUIRE(spots.size() >= 4);
  json trees = episode2;
  for (std::size_t i = 0; i < 2; ++i)
    trees = with_board_sticker(trees, 0, "tree", spots[i].first, spots[i].second, 't');
  CHECK_THAT(refusal(trees), Catch::Contains("board of player 1") && Catch::Contains("R52") &&
                                 Catch::Contains("at most 1 tree"));
}

TEST_CASE("Legacy record: every episode of 2- and 4-player campaigns replays alone (R52)",
          "[campaign][record][R52]") {
  for (const auto& [players, seed] : {std::pair{2, 5}, std::pair{4, 8}}) {
    const Campaign campaign = test::finished_bot_campaign(players, seed);
    REQUIRE(campaign.episode_logs().size() == 24);
    for (int episode = 1; episode <= 24; ++episode) {
      INFO(players << " players, episode " << episode);
      CHECK(refusal(test::episode_record_json(campaign, episode)) == "accepted");
    }
  }
}
