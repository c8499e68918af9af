// Machi Koro records (.mkrec.json, the design's section 9): the design's example worked by
// hand, hand-made games reaching the Harbor, the Tuna Boat, the TV Station and the Business
// Center, every class of wrong record with the place and rule its message names, and open
// (unfinished) last turns. The coins expected are worked out from the rules in comments.
#include <algorithm>
#include <fstream>
#include <map>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "base/error.hpp"
#include "machikoro/record.hpp"
#include "machikoro_support.hpp"

using namespace machikoro;
using namespace machikoro::test;
using nlohmann::json;

namespace {

constexpr const char* kSource = "r.mkrec.json";

json record_doc(const std::string& game, std::vector<std::string> players, json turns) {
  return {{"format", "machikoro-record"},
          {"version", 1},
          {"game", game},
          {"supply", "all"},
          {"house_rules", json::array()},
          {"players", std::move(players)},
          {"first", 0},
          {"turns", std::move(turns)}};
}

// Section 9's example: Ann 3 -> Bakery 4 -> station 0; Ben 3 -> 4 -> Ranch 3; Cy's 1 pays
// every Wheat Field: Ann 1, Ben 4, Cy 4 -> 3; Ann rolls two dice, 6, nothing fires.
json example() {
  std::ifstream file(MYCITY_TEST_DATA_DIR "/machikoro/design-example.mkrec.json");
  return json::parse(file);
}

// Plus, Ann and Ben. Each 1 rolled pays both Wheat Fields.
//   0 Ann 1: 4/4, station -> 0   1 Ben 1: 1/5   2 Ann 1+1 (bakery): 2/5, harbor -> 0
//   3 Ben 1: 1/6                 4 Ann 5+5 = 10: the Harbor decision (K6)
json harbor_doc(json last) {
  return record_doc("plus", {"Ann", "Ben"},
                    {{{"player", 0}, {"dice", {1}}, {"build", "train_station"}},
                     {{"player", 1}, {"dice", {1}}},
                     {{"player", 0}, {"dice", {1, 1}}, {"build", "harbor"}},
                     {{"player", 1}, {"dice", {1}}},
                     std::move(last)});
}

// Plus, Ann and Ben; Ann builds the station, the Harbor and a Tuna Boat on 1s:
//   0 Ann: 4/4 -> 0   1 Ben: 1/5   2 Ann: 2/6 -> 0 (harbor)   3 Ben: 1/7   4 Ann: 2/8
//   5 Ben: 3/9   6 Ann: 4/10   7 Ben: 5/11   8 Ann: 6/12 -> 1 (tuna_boat)   9 Ben: 2/13
//   10 Ann 6+6 = 12 (Harbor declined): the boat fires, the extra roll 4+3 pays Ann 7: 9/13.
json tuna_doc(json last) {
  json turns = {{{"player", 0}, {"dice", {1}}, {"build", "train_station"}},
                {{"player", 1}, {"dice", {1}}},
                {{"player", 0}, {"dice", {1}}, {"build", "harbor"}}};
  for (int t = 3; t < 10; ++t) turns.push_back({{"player", t % 2}, {"dice", {1}}});
  turns[8]["build"] = "tuna_boat";
  turns.push_back(std::move(last));
  return record_doc("plus", {"Ann", "Ben"}, std::move(turns));
}

// Base, Ann and Ben; 1s until Ann has 8, then she builds `purple`:
//   0 Ann: 4/4   1 Ben: 5/5   2 Ann: 6/6   3 Ben: 7/7   4 Ann: 8/8, builds it
//   5 Ben: +1/9   6 Ann rolls 6: the card fires.
json purple_doc(const std::string& purple, json last) {
  json turns = json::array();
  for (int t = 0; t < 6; ++t) turns.push_back({{"player", t % 2}, {"dice", {1}}});
  turns[4]["build"] = purple;
  turns.push_back(std::move(last));
  return record_doc("base", {"Ann", "Ben"}, std::move(turns));
}

Game replayed(const json& doc) {
  return replay(cards(), parse_record(doc, kSource), kSource);
}

// The RecordError a wrong record gives ("" if it replays).
std::string error_of(const json& doc) {
  try {
    replayed(doc);
  } catch (const base::RecordError& e) {
    return e.what();
  }
  return "";
}

std::string error_of_text(const std::string& text) {
  try {
    replay(cards(), read_record_text(text, kSource), kSource);
  } catch (const base::RecordError& e) {
    return e.what();
  }
  return "";
}

std::map<std::string, int> owned(const Game& game, int seat) {
  std::map<std::string, int> out;
  for (const Establishment& e : cards().establishments()) {
    const int copies = game.player(seat).copies(cards().find_establishment(e.id));
    if (copies > 0) out[e.id] = copies;
  }
  return out;
}

}  // namespace

TEST_CASE("record: the design's example replays as worked by hand", "[machikoro][record][K4]") {
  const Game game = replayed(example());
  CHECK(coins(game) == std::vector<int>{1, 4, 3});
  CHECK(game.player(0).built(landmark("train_station")));
  CHECK(owned(game, 0) == std::map<std::string, int>{{"wheat_field", 1}, {"bakery", 1}});
  CHECK(owned(game, 1) ==
        std::map<std::string, int>{{"wheat_field", 1}, {"ranch", 1}, {"bakery", 1}});
  CHECK(owned(game, 2) == std::map<std::string, int>{{"wheat_field", 2}, {"bakery", 1}});
  // Ben's turn (the fifth) begins: one die, no Train Station.
  CHECK(game.turn() == 5);
  CHECK(game.pending().decision == Decision::Roll);
  CHECK(game.pending().player == 1);
  CHECK(game.pending().dice == 1);
  CHECK_FALSE(game.winner());
  CHECK(ranks(game) == std::vector<int>{1, 2, 3});
}

TEST_CASE("record: a replay reports each turn once it is played", "[machikoro][record]") {
  const Record record = parse_record(example(), kSource);
  std::vector<std::size_t> turns;
  std::vector<std::vector<int>> after;
  const Game game = replay(cards(), record, kSource, [&](const Game& played, std::size_t turn) {
    turns.push_back(turn);
    after.push_back(coins(played));
  });
  CHECK(turns == std::vector<std::size_t>{0, 1, 2, 3});
  // Ann 3 -> 4 -> 0 (station); Ben 3 -> 4 -> 3 (ranch); Cy's 1: 1, 4, 4 -> 3; Ann's 6.
  CHECK(after == std::vector<std::vector<int>>{{0, 3, 3}, {0, 3, 3}, {1, 4, 3}, {1, 4, 3}});
  CHECK(coins(game) == after.back());
}

TEST_CASE("record: reading and writing keep every member", "[machikoro][record]") {
  const Record record = parse_record(example(), kSource);
  CHECK(record.setup.players == std::vector<std::string>{"Ann", "Ben", "Cy"});
  REQUIRE(record.turns.size() == 4);
  CHECK(record.turns[3].dice == std::vector<int>{4, 2});
  CHECK_FALSE(record.turns[3].build);
  CHECK(record_to_json(record) == example());

  json full = tuna_doc(
      {{"player", 0}, {"dice", {6, 6}}, {"harbor", false}, {"tuna", {4, 3}}, {"build", "ranch"}});
  full["house_rules"] = {"purple_out"};
  full["turns"][1]["swap"] = nullptr;
  full["turns"][3]["swap"] = {{"give", "bakery"}, {"with", 0}, {"take", "cafe"}};
  full["turns"][5]["tv"] = 1;
  full["turns"][7]["reroll"] = {2, 3};
  const Record read = parse_record(full, kSource);
  CHECK(read.setup.house_rules.purple_out);
  CHECK(read.turns[1].swap == RecordSwap{.declined = true});
  CHECK(read.turns[3].swap == RecordSwap{false, "bakery", 0, "cafe"});
  CHECK(record_to_json(read) == full);
  CHECK(read_record_text(record_to_json(read).dump(), kSource) == read);
}

TEST_CASE("record: each supply as written, \"all\" and \"ten\" as before 5-5-2 (K3, K3a)",
          "[machikoro][record]") {
  const std::vector<std::string> deck = shuffled_supply_deck(cards(), Edition::Base, 3);
  std::string listed;
  for (const std::string& id : deck) listed += (listed.empty() ? "\"" : ",\"") + id + "\"";
  const auto written = [&](SupplyMode supply) {
    Record record{setup({"Ann", "Ben"}), {RecordTurn{.player = 0, .dice = std::vector<int>{5}}}};
    record.setup.supply = supply;
    if (supply != SupplyMode::All) record.setup.supply_deck = deck;
    const std::string text = record_to_json(record).dump();
    // Read back, the same record, and it replays: Ben is to play.
    CHECK(read_record_text(text, kSource) == record);
    CHECK(replay(cards(), read_record_text(text, kSource)).active() == 1);
    return text;
  };
  // The members in nlohmann's order (by name), the deck after "supply".
  const std::string head =
      R"({"first":0,"format":"machikoro-record","game":"base","house_rules":[],)"
      R"("players":["Ann","Ben"],"supply":)";
  const std::string tail = R"("turns":[{"dice":[5],"player":0}],"version":1})";
  CHECK(written(SupplyMode::All) == head + R"("all",)" + tail);
  CHECK(written(SupplyMode::Ten) == head + R"("ten","supply_deck":[)" + listed + "]," + tail);
  CHECK(written(SupplyMode::FiveFiveTwo) ==
        head + R"("552","supply_deck":[)" + listed + "]," + tail);
}

TEST_CASE("record: the Harbor is answered exactly when asked", "[machikoro][record][K6]") {
  SECTION("given") {
    const Game game = replayed(harbor_doc({{"player", 0}, {"dice", {5, 5}}, {"harbor", false}}));
    // Nothing of either city fires on 10: Ann 1, Ben 6 (K27 gives nothing: Ann has a coin).
    CHECK(coins(game) == std::vector<int>{1, 6});
    CHECK(game.pending().player == 1);
  }
  SECTION("taken in an open turn") {
    const Game game =
        replayed(harbor_doc({{"player", 0}, {"dice", {5, 5}}, {"harbor", true}, {"open", true}}));
    CHECK(game.pending().decision == Decision::Build);
    CHECK(game.roll().total == 12);
  }
  SECTION("missing") {
    CHECK(error_of(harbor_doc({{"player", 0}, {"dice", {5, 5}}})) ==
          "r.mkrec.json: at /turns/4: K6: missing member \"harbor\" (the total is 10 or more "
          "and the Harbor is built)");
  }
  SECTION("given on a total below 10") {
    CHECK(error_of(harbor_doc({{"player", 0}, {"dice", {4, 5}}, {"harbor", true}})) ==
          "r.mkrec.json: at /turns/4/harbor: K6: the Harbor adds 2 only to a total of 10 or "
          "more, with the Harbor built");
  }
  SECTION("given without the Harbor") {
    json doc = example();
    doc["turns"][0]["harbor"] = false;
    CHECK(error_of(doc) ==
          "r.mkrec.json: at /turns/0/harbor: K6: the Harbor adds 2 only to a total of 10 or "
          "more, with the Harbor built");
  }
}

TEST_CASE("record: the Tuna Boat's extra roll is given exactly when made",
          "[machikoro][record][K26]") {
  const json turn = {{"player", 0}, {"dice", {6, 6}}, {"harbor", false}, {"tuna", {4, 3}}};
  CHECK(coins(replayed(tuna_doc(turn))) == std::vector<int>{9, 13});
  json missing = turn;
  missing.erase("tuna");
  CHECK(error_of(tuna_doc(missing)) ==
        "r.mkrec.json: at /turns/10: K26: missing member \"tuna\" (a Tuna Boat fired: the extra "
        "roll of two dice)");
  json early = tuna_doc(turn);
  early["turns"][9]["tuna"] = {4, 3};
  CHECK(error_of(early) ==
        "r.mkrec.json: at /turns/9/tuna: K26: no Tuna Boat fired in this "
        "turn, so no extra roll is made");
  json one_die = turn;
  one_die["tuna"] = {4};
  CHECK(error_of(tuna_doc(one_die)) == "r.mkrec.json: at /turns/10/tuna: K26: roll 2 dice");
}

TEST_CASE("record: the TV Station's seat is given exactly when it fires",
          "[machikoro][record][K12]") {
  // Ann (1 coin after the TV Station) takes 5 of Ben's 9.
  CHECK(coins(replayed(purple_doc("tv_station", {{"player", 0}, {"dice", {6}}, {"tv", 1}}))) ==
        std::vector<int>{7, 4});
  CHECK(error_of(purple_doc("tv_station", {{"player", 0}, {"dice", {6}}})) ==
        "r.mkrec.json: at /turns/6: K12: missing member \"tv\" (a TV Station fired: the seat it "
        "takes from)");
  CHECK(error_of(purple_doc("tv_station", {{"player", 0}, {"dice", {6}}, {"tv", 0}})) ==
        "r.mkrec.json: at /turns/6/tv: K12: the tv_station takes from an opponent, not seat 0");
  json doc = example();
  doc["turns"][1]["tv"] = 2;
  CHECK(error_of(doc) == "r.mkrec.json: at /turns/1/tv: K12: no TV Station fired in this turn");
}

TEST_CASE("record: a Business Center's swap is given or declined with null",
          "[machikoro][record][K15]") {
  const json swap = {{"give", "wheat_field"}, {"with", 1}, {"take", "bakery"}};
  const Game swapped =
      replayed(purple_doc("business_center", {{"player", 0}, {"dice", {6}}, {"swap", swap}}));
  CHECK(owned(swapped, 0) == std::map<std::string, int>{{"bakery", 2}, {"business_center", 1}});
  CHECK(owned(swapped, 1) == std::map<std::string, int>{{"wheat_field", 2}});
  const Game declined =
      replayed(purple_doc("business_center", {{"player", 0}, {"dice", {6}}, {"swap", nullptr}}));
  CHECK(owned(declined, 0) ==
        std::map<std::string, int>{{"wheat_field", 1}, {"bakery", 1}, {"business_center", 1}});
  CHECK(error_of(purple_doc("business_center", {{"player", 0}, {"dice", {6}}})) ==
        "r.mkrec.json: at /turns/6: K15: missing member \"swap\" (a Business Center fired: a "
        "swap, or null to decline)");
  json purple = swap;
  purple["give"] = "business_center";
  CHECK(error_of(purple_doc("business_center", {{"player", 0}, {"dice", {6}}, {"swap", purple}})) ==
        "r.mkrec.json: at /turns/6/swap: K15: a purple establishment (business_center) is never "
        "swapped");
  json doc = example();
  doc["turns"][0]["swap"] = nullptr;
  CHECK(error_of(doc) ==
        "r.mkrec.json: at /turns/0/swap: K15: no Business Center fired in this turn");
  doc["turns"][0]["swap"] = {{"give", "wheat_field"}, {"with", 1}};
  CHECK(error_of(doc) == "r.mkrec.json: at /turns/0/swap: missing member \"take\"");
}

TEST_CASE("record: turns that break a rule name the turn the member and the rule",
          "[machikoro][record][K4][K14][K16][K28][K5]") {
  json doc = example();
  SECTION("the wrong player (K28)") {
    doc["turns"][1]["player"] = 2;
    CHECK(error_of(doc) ==
          "r.mkrec.json: at /turns/1/player: K28: seat 1 (Ben) plays this turn, not seat 2 (Cy)");
  }
  SECTION("two dice without a Train Station (K4)") {
    doc["turns"][1]["dice"] = {1, 1};
    CHECK(error_of(doc) == "r.mkrec.json: at /turns/1/dice: K4: roll 1 die");
  }
  SECTION("three dice with one (K4)") {
    doc["turns"][3]["dice"] = {1, 1, 1};
    CHECK(error_of(doc) == "r.mkrec.json: at /turns/3/dice: K4: choose to roll 1 or 2 dice");
  }
  SECTION("a die showing 7 (K4)") {
    doc["turns"][0]["dice"] = {7};
    CHECK(error_of(doc) == "r.mkrec.json: at /turns/0/dice: K4: a die shows 1 to 6, not 7");
  }
  SECTION("a build not afforded (K14)") {
    // Ben has 4 after his 2: a Mine costs 6.
    doc["turns"][1]["build"] = "mine";
    CHECK(error_of(doc) == "r.mkrec.json: at /turns/1/build: K14: the mine costs 6, Ben has 4");
  }
  SECTION("a card of the other game (K2)") {
    doc["turns"][1]["build"] = "sushi_bar";
    CHECK(error_of(doc) ==
          "r.mkrec.json: at /turns/1/build: K2: the sushi_bar is not in the base game");
  }
  SECTION("an unknown card (K14)") {
    doc["turns"][1]["build"] = "castle";
    CHECK(error_of(doc) == "r.mkrec.json: at /turns/1/build: K14: no card \"castle\"");
  }
  SECTION("a re-roll without a Radio Tower (K5)") {
    doc["turns"][2]["reroll"] = {2};
    CHECK(error_of(doc) ==
          "r.mkrec.json: at /turns/2/reroll: K5: no Radio Tower re-roll is offered in this turn");
  }
  SECTION("a card not lying out (K16)") {
    // "Ten types", the cafes turned last: the first ten types lie out, the cafe not.
    std::vector<std::string> deck = supply_cards(cards(), Edition::Base);
    std::stable_partition(deck.begin(), deck.end(), [](const auto& id) { return id != "cafe"; });
    doc["supply"] = "ten";
    doc["supply_deck"] = deck;
    doc["turns"][1]["build"] = "cafe";
    CHECK(error_of(doc) == "r.mkrec.json: at /turns/1/build: K16: no cafe lies out");
    doc["turns"][1]["build"] = "ranch";
    CHECK(error_of(doc).empty());
  }
  SECTION("a card not lying out (K3a)") {
    // "5-5-2", the deck in card order: 1-6 turns up to the first store, so no Forest.
    doc["supply"] = "552";
    doc["supply_deck"] = supply_cards(cards(), Edition::Base);
    doc["turns"][1]["build"] = "forest";
    CHECK(error_of(doc) == "r.mkrec.json: at /turns/1/build: K16: no forest lies out");
    doc["turns"][1]["build"] = "convenience_store";
    CHECK(error_of(doc).empty());
  }
  SECTION("a deck not the game's supply (K3)") {
    doc["supply"] = "ten";
    doc["supply_deck"] = {"cafe"};
    CHECK_THAT(error_of(doc),
               Catch::StartsWith("r.mkrec.json: at /supply_deck: K3: the supply deck holds"));
  }
}

TEST_CASE("record: malformed records name the member", "[machikoro][record]") {
  json doc = example();
  SECTION("build null") {
    doc["turns"][0]["build"] = nullptr;
    CHECK(error_of(doc) ==
          "r.mkrec.json: at /turns/0/build: null is refused: leave \"build\" "
          "out to build nothing");
  }
  SECTION("a name twice") {
    doc["players"][2] = "Ann";
    CHECK(error_of(doc) == "r.mkrec.json: at /players/2: player 0 is named \"Ann\" already");
  }
  SECTION("an empty name") {
    doc["players"][1] = "";
    CHECK(error_of(doc) == "r.mkrec.json: at /players/1: a player's name cannot be empty");
  }
  SECTION("a control character in a name") {
    doc["players"][1] = "B\x1b[31m";
    CHECK_THAT(error_of(doc),
               Catch::StartsWith("r.mkrec.json: at /players/1: a control character"));
  }
  SECTION("one player") {
    doc["players"] = {"Ann"};
    CHECK(error_of(doc) == "r.mkrec.json: at /players: a game is for 2 to 5 players, found 1");
  }
  SECTION("a first seat outside the table") {
    doc["first"] = 3;
    CHECK(error_of(doc) == "r.mkrec.json: at /first: the first seat is one of 0 to 2, not 3");
  }
  SECTION("an unknown member") {
    doc["turns"][2]["bogus"] = 1;
    CHECK(error_of(doc) == "r.mkrec.json: at /turns/2/bogus: unknown member");
    doc = example();
    doc["seed"] = 1;
    CHECK(error_of(doc) == "r.mkrec.json: at /seed: unknown member");
  }
  SECTION("a wrong version or format") {
    doc["version"] = 2;
    CHECK(error_of(doc) == "r.mkrec.json: at /version: expected version 1, found 2");
    doc = example();
    doc["format"] = "mycity-record";
    CHECK(error_of(doc) ==
          "r.mkrec.json: at /format: expected \"machikoro-record\", found \"mycity-record\"");
  }
  SECTION("a deck with all types") {
    doc["supply_deck"] = json::array();
    CHECK(error_of(doc) ==
          "r.mkrec.json: at /supply_deck: K3: a supply deck is only for the \"ten\" and "
          "\"552\" supplies");
  }
  SECTION("no deck with ten types") {
    doc["supply"] = "ten";
    CHECK_THAT(error_of(doc), Catch::StartsWith("r.mkrec.json: missing member \"supply_deck\""));
  }
  SECTION("no deck with 5-5-2") {
    doc["supply"] = "552";
    CHECK(error_of(doc) ==
          "r.mkrec.json: missing member \"supply_deck\" (K3: the \"552\" supply's cards in "
          "turning order)");
  }
  SECTION("an unknown supply") {
    doc["supply"] = "twelve";
    CHECK(error_of(doc) == "r.mkrec.json: at /supply: unknown supply \"twelve\" (all, ten, 552)");
  }
  SECTION("no dice") {
    doc["turns"][1].erase("dice");
    CHECK_THAT(error_of(doc),
               Catch::StartsWith("r.mkrec.json: at /turns/1: missing member \"dice\""));
  }
  SECTION("a seat outside the table") {
    doc["turns"][1]["player"] = 3;
    CHECK(error_of(doc) ==
          "r.mkrec.json: at /turns/1/player: expected an integer from 0 to 2, found 3");
  }
  SECTION("a card id not spelt as one") {
    doc["turns"][1]["build"] = "Ranch";
    CHECK(error_of(doc) ==
          "r.mkrec.json: at /turns/1/build: a card id is 1-40 of a-z, 0-9 and "
          "_, not \"Ranch\"");
  }
  SECTION("an unknown house rule") {
    doc["house_rules"] = {"purple_in"};
    CHECK(error_of(doc) ==
          "r.mkrec.json: at /house_rules/0: unknown house rule \"purple_in\" "
          "(known: purple_out)");
  }
}

TEST_CASE("record: a member given twice is refused", "[machikoro][record]") {
  std::string text = example().dump();
  const std::string dice = "\"dice\":[3]";
  const std::size_t at = text.find(dice);
  REQUIRE(at != std::string::npos);
  text.insert(at, dice + ",");
  CHECK(error_of_text(text) == "r.mkrec.json: at /turns/0/dice: duplicate member \"dice\"");
  CHECK_THAT(error_of_text("{\"format\": \"machikoro-record\""),
             Catch::StartsWith("r.mkrec.json: not valid JSON"));
  CHECK_THAT(error_of_text(std::string(kMaxRecordBytes + 1, ' ')),
             Catch::StartsWith("r.mkrec.json: at most"));
}

TEST_CASE("record: an open last turn stops at the decision pending", "[machikoro][record]") {
  json doc = example();
  SECTION("before the build") {
    doc["turns"][3]["open"] = true;
    const Game game = replayed(doc);
    CHECK(game.pending().decision == Decision::Build);
    CHECK(game.pending().player == 0);
    CHECK(game.turn() == 4);
    CHECK(coins(game) == std::vector<int>{1, 4, 3});
  }
  SECTION("before the roll") {
    doc["turns"][3] = {{"player", 0}, {"open", true}};
    const Game game = replayed(doc);
    CHECK(game.pending().decision == Decision::DiceCount);
    CHECK(game.turn() == 4);
  }
  SECTION("before the Harbor") {
    const Game game = replayed(harbor_doc({{"player", 0}, {"dice", {5, 5}}, {"open", true}}));
    CHECK(game.pending().decision == Decision::Harbor);
  }
  SECTION("a member after a missing one") {
    CHECK(error_of(
              harbor_doc({{"player", 0}, {"dice", {5, 5}}, {"build", "ranch"}, {"open", true}})) ==
          "r.mkrec.json: at /turns/4: K6: missing member \"harbor\" (the total is 10 or more and "
          "the Harbor is built)");
  }
  SECTION("a finished turn marked open") {
    doc["turns"][3]["build"] = "ranch";
    doc["turns"][3]["open"] = true;
    CHECK(error_of(doc) ==
          "r.mkrec.json: at /turns/3/open: the turn is finished; \"open\" marks "
          "an unfinished last turn");
  }
  SECTION("not the last turn") {
    doc["turns"][2]["open"] = true;
    CHECK(error_of(doc) ==
          "r.mkrec.json: at /turns/2/open: only the last turn may be open (unfinished)");
  }
  SECTION("open false") {
    doc["turns"][3]["open"] = false;
    CHECK(error_of(doc) ==
          "r.mkrec.json: at /turns/3/open: \"open\" is true or left out (a finished turn)");
  }
  SECTION("a kept roll is null only in an open turn") {
    doc["turns"][3]["reroll"] = nullptr;
    CHECK(error_of(doc) ==
          "r.mkrec.json: at /turns/3/reroll: null (the roll kept) is written "
          "only in an open turn; leave \"reroll\" out");
    doc["turns"][3]["open"] = true;
    CHECK(error_of(doc) ==
          "r.mkrec.json: at /turns/3/reroll: K5: no Radio Tower re-roll is offered in this turn");
  }
}

TEST_CASE("record: the recorder groups a game's choices into the hand-made turns",
          "[machikoro][record]") {
  const Record expected = parse_record(tuna_doc({{"player", 0},
                                                 {"dice", {6, 6}},
                                                 {"harbor", false},
                                                 {"tuna", {4, 3}},
                                                 {"build", "ranch"}}),
                                       kSource);
  Game game(cards(), expected.setup);
  Recorder recorder(expected.setup);
  const auto play = [&](const Action& choice) {
    recorder.add(game, choice);
    INFO(describe(choice));
    REQUIRE_FALSE(game.apply(choice));
  };
  for (const RecordTurn& turn : expected.turns) {
    if (game.pending().decision == Decision::DiceCount)
      play(Action::dice_count(static_cast<int>(turn.dice->size())));
    play(Action::roll(*turn.dice));
    if (turn.harbor) {
      // Mid-turn the record's last turn is open; the dice count alone is no turn yet.
      const Record open = recorder.record();
      CHECK(open.turns.back().open);
      CHECK(replay(cards(), open).pending().decision == Decision::Harbor);
      play(Action::no_add_two());
    }
    if (turn.tuna) play(Action::roll(*turn.tuna));
    play(turn.build ? build(*turn.build) : Action::build_nothing());
  }
  CHECK(recorder.record() == expected);
  play(Action::roll({1}));  // Ben's turn, open after its roll
  Record open = recorder.record();
  REQUIRE(open.turns.size() == 12);
  CHECK(open.turns.back() == RecordTurn{.player = 1, .dice = std::vector<int>{1}, .open = true});
  play(Action::build_nothing());
  play(Action::dice_count(2));  // Ann's: a count chosen, no roll yet, is no turn yet
  open = recorder.record();
  CHECK(open.turns.size() == 12);
  CHECK_FALSE(open.turns.back().open);
  CHECK(replay(cards(), open).pending().decision == Decision::DiceCount);
}

TEST_CASE("record: the seats shown a hint are kept, and a record without reads as none",
          "[machikoro][record][hint]") {
  // The design's example was written before hints: no member, no hints.
  const Record old = parse_record(example(), kSource);
  CHECK(old.hints.empty());
  CHECK_FALSE(record_to_json(old).contains("hints"));

  json hinted = example();
  hinted["hints"] = {0, 2};
  const Record read = parse_record(hinted, kSource);
  CHECK(read.hints == std::vector<int>{0, 2});
  CHECK(record_to_json(read) == hinted);
  CHECK(read_record_text(record_to_json(read).dump(), kSource) == read);
  CHECK(game_difference(replayed(hinted), replayed(example())).empty());

  hinted["hints"] = {0, 3};
  CHECK(error_of(hinted) == "r.mkrec.json: at /hints/1: expected an integer from 0 to 2, found 3");
  hinted["hints"] = {2, 0};
  CHECK(error_of(hinted) ==
        "r.mkrec.json: at /hints/1: the seats are listed once each, in ascending order");
  hinted["hints"] = {1, 1};
  CHECK(error_of(hinted) ==
        "r.mkrec.json: at /hints/1: the seats are listed once each, in ascending order");
  hinted["hints"] = true;
  CHECK(error_of(hinted).starts_with("r.mkrec.json: at /hints: expected an array"));
}

TEST_CASE("record: the recorder notes each seat shown a hint once", "[machikoro][record][hint]") {
  Game game(cards(), setup({"Ann", "Ben", "Cy"}));
  Recorder recorder(game.setup());
  recorder.note_hint(2);
  recorder.note_hint(0);
  recorder.note_hint(2);
  CHECK(recorder.record().hints == std::vector<int>{0, 2});
  // A resumed record goes on with the hints it had.
  Record so_far = recorder.record();
  Recorder resumed(so_far, game);
  resumed.note_hint(1);
  CHECK(resumed.record().hints == std::vector<int>{0, 1, 2});
}
