// campaigns/machikoro/cards.json: the real file loads with every card of design section 5,
// and each kind of malformed file is refused naming the file, the JSON path and the fault.
#include <atomic>
#include <filesystem>
#include <fstream>
#include <functional>

#include <unistd.h>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "base/utf8_path.hpp"
#include "machikoro_support.hpp"

using namespace machikoro;
using namespace machikoro::test;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

json original() {
  std::ifstream in(default_cards_file(MYCITY_DEFAULT_DATA_DIR));
  return json::parse(in);
}

// A temporary cards file, removed at the end.
class TempFile {
 public:
  explicit TempFile(const std::string& text) {
    static std::atomic<int> counter{0};
    path_ = fs::temp_directory_path() / ("machikoro-cards-" + std::to_string(::getpid()) + "-" +
                                         std::to_string(++counter) + ".json");
    std::ofstream(path_, std::ios::binary) << text;
  }
  ~TempFile() {
    std::error_code ignored;
    fs::remove(path_, ignored);
  }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  std::string path() const { return base::utf8_string(path_); }

 private:
  fs::path path_;
};

std::string error_of_text(const std::string& text) {
  const TempFile file(text);
  try {
    load_cards(file.path());
  } catch (const base::ContentError& e) {
    const std::string message = e.what();
    CHECK_THAT(message, Catch::StartsWith(file.path()));
    return message.substr(file.path().size());
  }
  return "";
}

// The error of the real file after `change`, without the file's name.
std::string error_of(const std::function<void(json&)>& change) {
  json doc = original();
  change(doc);
  return error_of_text(doc.dump(2));
}

json& card(json& doc, const std::string& id) {
  for (json& entry : doc["establishments"]) {
    if (entry["id"] == id) return entry;
  }
  for (json& entry : doc["landmarks"]) {
    if (entry["id"] == id) return entry;
  }
  FAIL("no card " << id);
  throw;
}

}  // namespace

TEST_CASE("cards: the real file holds every card of section 5", "[machikoro][cards]") {
  CHECK(cards().establishments().size() == 25);
  CHECK(cards().landmarks().size() == 7);
  const Establishment& tuna = cards().establishment(establishment("tuna_boat"));
  CHECK(tuna.names.ru == "Траулер");
  CHECK(tuna.colour == Colour::Blue);
  CHECK(tuna.roll_low == 12);
  CHECK(tuna.roll_high == 14);
  CHECK(tuna.cost == 5);
  CHECK(tuna.edition == Edition::Plus);
  CHECK(tuna.effect_kind == "tuna_boat");
  CHECK(tuna.requires_landmark == landmark("harbor"));
  CHECK(cards().establishment(establishment("sushi_bar")).cost == 2);  // section 8
  CHECK(cards().establishment(establishment("stadium")).copies == 5);
  CHECK(cards().landmark(landmark("city_hall")).starts_built);
  CHECK(cards().start_coins() == 3);
  CHECK(cards().start_establishments() ==
        std::vector{establishment("wheat_field"), establishment("bakery")});
}

TEST_CASE("cards: each effect's parameters are readable as the file gives them",
          "[machikoro][cards]") {
  const auto params = [](const std::string& id) {
    return cards().establishment(establishment(id)).effect_params;
  };
  CHECK(params("mine").amount == 5);
  CHECK(params("cheese_factory").amount == 3);
  CHECK(params("cheese_factory").icons == std::vector{Icon::Cow});
  CHECK(params("flower_shop").card == establishment("flower_orchard"));
  CHECK(params("publisher").icons == std::vector{Icon::Cup, Icon::Bread});
  CHECK(params("tax_office").min_coins == 10);
  CHECK(params("tax_office").amount == 0);  // a parameter the kind does not take
  CHECK(params("business_center").icons.empty());
}

TEST_CASE("cards: a new card of an existing kind needs no code", "[machikoro][cards]") {
  json doc = original();
  json extra = card(doc, "mine");
  extra["id"] = "gold_mine";
  extra["effect"]["amount"] = 8;
  doc["establishments"].push_back(extra);
  const TempFile file(doc.dump());
  const CardSet set = load_cards(file.path());
  const int gold = set.find_establishment("gold_mine");
  REQUIRE(gold == 25);
  std::vector<PlayerState> cities;
  for (const std::string name : {"Ann", "Ben"}) {
    PlayerState p{name, 0, std::vector<int>(26, 0), std::vector<bool>(7, false)};
    p.establishments[static_cast<std::size_t>(gold)] = 1;
    p.landmarks[static_cast<std::size_t>(set.find_landmark("train_station"))] = true;
    cities.push_back(p);
  }
  Game game = Game::at_position(set, setup({"Ann", "Ben"}), cities, 0);
  play(game, Action::dice_count(2));
  play(game, Action::roll({4, 5}));
  CHECK(coins(game) == std::vector{8, 8});
}

TEST_CASE("cards errors: not JSON, or not a cards file", "[machikoro][cards]") {
  CHECK_THAT(error_of_text("{\"format\": "), Catch::Contains("JSON"));
  CHECK_THAT(error_of([](json& d) { d["format"] = "mycity-pieces"; }), Catch::Contains("/format"));
  CHECK_THAT(error_of([](json& d) { d["version"] = 2; }), Catch::Contains("/version"));
}

TEST_CASE("cards errors: unknown members are refused", "[machikoro][cards]") {
  CHECK(error_of([](json& d) { d["extra"] = 1; }) == ": at /extra: unknown member");
  CHECK(error_of([](json& d) { d["establishments"][2]["colur"] = "red"; }) ==
        ": at /establishments/2/colur: unknown member");
  CHECK(error_of([](json& d) { d["establishments"][0]["names"]["de"] = "Weizenfeld"; }) ==
        ": at /establishments/0/names/de: unknown member");
  CHECK(error_of([](json& d) { d["landmarks"][1]["effect"] = "K24"; }) ==
        ": at /landmarks/1/effect: unknown member");
  CHECK(error_of([](json& d) { d["start"]["cards"] = 2; }) == ": at /start/cards: unknown member");
  // A parameter the kind does not read (bank has no icon).
  CHECK(error_of([](json& d) { d["establishments"][0]["effect"]["icon"] = "cow"; }) ==
        ": at /establishments/0/effect/icon: unknown member");
}

TEST_CASE("cards errors: missing members and wrong types", "[machikoro][cards]") {
  CHECK(error_of([](json& d) { d["establishments"][3].erase("cost"); }) ==
        ": at /establishments/3: missing member \"cost\"");
  CHECK_THAT(error_of([](json& d) { d["establishments"][3]["cost"] = "two"; }),
             Catch::StartsWith(": at /establishments/3/cost: "));
  CHECK_THAT(error_of([](json& d) { d["establishments"][3]["copies"] = -1; }),
             Catch::StartsWith(": at /establishments/3/copies: "));
  CHECK_THAT(error_of([](json& d) { d["landmarks"] = "all"; }),
             Catch::StartsWith(": at /landmarks: "));
  CHECK(error_of([](json& d) { d["landmarks"][0]["names"]["ru"] = ""; }) ==
        ": at /landmarks/0/names/ru: a name cannot be empty");
}

TEST_CASE("cards errors: unknown colours, icons, games", "[machikoro][cards]") {
  CHECK(error_of([](json& d) { d["establishments"][1]["colour"] = "pink"; }) ==
        ": at /establishments/1/colour: unknown colour \"pink\"");
  CHECK(error_of([](json& d) { d["establishments"][1]["icon"] = "sheep"; }) ==
        ": at /establishments/1/icon: unknown icon \"sheep\"");
  CHECK(error_of([](json& d) { d["landmarks"][1]["game"] = "deluxe"; }) ==
        ": at /landmarks/1/game: unknown game \"deluxe\" (base, plus)");
}

TEST_CASE("cards errors: rolls", "[machikoro][cards]") {
  CHECK(error_of([](json& d) { d["establishments"][2]["roll"] = {3}; }) ==
        ": at /establishments/2/roll: a roll is [lowest, highest]");
  CHECK_THAT(error_of([](json& d) {
               d["establishments"][2]["roll"] = {3, 2};
             }),
             Catch::StartsWith(": at /establishments/2/roll/1: "));
  CHECK_THAT(error_of([](json& d) {
               d["establishments"][2]["roll"] = {0, 2};
             }),
             Catch::StartsWith(": at /establishments/2/roll/0: "));
  CHECK_THAT(error_of([](json& d) {
               d["establishments"][2]["roll"] = {3, 15};
             }),
             Catch::StartsWith(": at /establishments/2/roll/1: "));
}

TEST_CASE("cards errors: ids", "[machikoro][cards]") {
  CHECK(error_of([](json& d) { d["establishments"][4]["id"] = "ranch"; }) ==
        ": at /establishments/4/id: duplicate card id \"ranch\"");
  CHECK(error_of([](json& d) { d["establishments"][4]["id"] = "harbor"; }) ==
        ": at /establishments/4/id: duplicate card id \"harbor\"");
  CHECK(error_of([](json& d) { d["establishments"][4]["id"] = "Big Mine"; }) ==
        ": at /establishments/4/id: an id is 1-40 of a-z, 0-9 and _, not \"Big Mine\"");
}

TEST_CASE("cards errors: effects", "[machikoro][cards]") {
  CHECK_THAT(error_of([](json& d) { card(d, "mine")["effect"]["kind"] = "lottery"; }),
             Catch::StartsWith(": at /establishments/11/effect/kind: unknown effect kind "
                               "\"lottery\" (known: bank, "));
  CHECK(error_of([](json& d) { card(d, "cafe")["colour"] = "blue"; }) ==
        ": at /establishments/3/colour: a blue card cannot have an effect of kind "
        "\"from_roller\"");
  CHECK(error_of([](json& d) { card(d, "flower_shop")["effect"]["card"] = "tulip"; }) ==
        ": at /establishments/17/effect/card: unknown establishment \"tulip\"");
  CHECK(error_of([](json& d) { card(d, "cheese_factory")["effect"]["icon"] = "goat"; }) ==
        ": at /establishments/9/effect/icon: unknown icon \"goat\"");
  CHECK(error_of([](json& d) { card(d, "publisher")["effect"]["icons"] = json::array(); }) ==
        ": at /establishments/23/effect/icons: at least one icon");
  CHECK(error_of([](json& d) { card(d, "mine")["effect"].erase("amount"); }) ==
        ": at /establishments/11/effect: missing member \"amount\"");
  CHECK(error_of([](json& d) { card(d, "sushi_bar")["effect"]["requires"] = "port"; }) ==
        ": at /establishments/15/effect/requires: unknown landmark \"port\"");
}

TEST_CASE("cards errors: landmarks are the engine's rules", "[machikoro][cards]") {
  CHECK(error_of([](json& d) { d["landmarks"][6]["id"] = "castle"; }) ==
        ": at /landmarks/6/id: no rule for a landmark \"castle\"");
  CHECK(error_of([](json& d) { d["landmarks"].erase(4); }) ==
        ": at /landmarks: missing landmark \"harbor\" (K6)");
}

TEST_CASE("cards errors: the starting city", "[machikoro][cards]") {
  CHECK(error_of([](json& d) { d["start"]["establishments"][1] = "sushi_bar"; }) ==
        ": at /start/establishments/1: not an establishment of the base game: \"sushi_bar\"");
  CHECK(error_of([](json& d) { d["start"]["establishments"][1] = "wheat_field"; }) ==
        ": at /start/establishments/1: \"wheat_field\" given twice");
}
