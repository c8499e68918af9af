// Broken saves: each is rejected with its own message naming the JSON path, and nothing is
// loaded. Most are made by breaking one field of a fresh save (so they follow the campaign
// file's numbers, which are being tuned); the rest are files in tests/data/saves/.
#include <catch2/catch.hpp>

#include "campaign_save_test_support.hpp"

using namespace mycity;
using nlohmann::json;

namespace {

const CampaignDef& cut_def() {
  static const CampaignDef def = test::cut_campaign({1, 10, 16, 19});
  return def;
}

// Two players in the second episode's game, one episode finished, stickers placed.
const json& base_save() {
  static const json doc = test::save_in_second_episode(cut_def(), 2, 21, 3);
  return doc;
}

std::string rejection(const std::string& text) {
  try {
    test::load_text(text, cut_def());
  } catch (const base::ContentError& e) {
    return e.what();
  }
  FAIL("the save was accepted");
  return "";
}

std::string rejection(const json& doc) {
  return rejection(doc.dump());
}

// The index of the first command of a kind ("sticker", "play", ...).
std::size_t first_command(const json& doc, const std::string& key) {
  const json& commands = doc.at("commands");
  for (std::size_t i = 0; i < commands.size(); ++i) {
    if (commands[i].is_object() && commands[i].contains(key)) return i;
  }
  FAIL("no " << key << " command in the base save");
  return 0;
}

std::string data_file(const std::string& name) {
  return std::string(MYCITY_TEST_DATA_DIR) + "/saves/" + name;
}

std::string file_rejection(const std::string& name) {
  try {
    read_campaign_save(data_file(name), test::catalogue(), test::legacy_campaign());
  } catch (const base::ContentError& e) {
    return e.what();
  }
  FAIL(name << " was accepted");
  return "";
}

}  // namespace

TEST_CASE("Campaign save corpus: the base save loads", "[campaign][save][corpus]") {
  const LoadedSave loaded = test::load_text(base_save().dump(), cut_def());
  CHECK(loaded.campaign.episode() == 2);
  CHECK(base_save().at("episodes").size() == 1);
  CHECK(base_save().at("commands").size() == loaded.campaign.commands().size());
}

TEST_CASE("Campaign save corpus: not a save at all", "[campaign][save][corpus]") {
  const std::string text = base_save().dump();
  CHECK_THAT(rejection(text.substr(0, text.size() / 2)),
             Catch::StartsWith("test-save.json: not valid JSON"));
  CHECK_THAT(rejection(std::string("My City save")), Catch::Contains("not valid JSON"));
  CHECK_THAT(rejection(json::array()), Catch::Contains("expected an object, found an array"));
  json wrong_format = base_save();
  wrong_format["format"] = "mycity-record";
  CHECK_THAT(rejection(wrong_format),
             Catch::Contains("at /format: expected \"mycity-campaign-save\""));
  json extra = base_save();
  extra["cheats"] = true;
  CHECK_THAT(rejection(extra), Catch::Contains("at /cheats: unknown member"));
  json missing = base_save();
  missing.erase("seed");
  CHECK_THAT(rejection(missing), Catch::Contains("missing member \"seed\""));
}

TEST_CASE("Campaign save corpus: versions", "[campaign][save][corpus]") {
  json future = base_save();
  future["format_version"] = kSaveFormatVersion + 1;
  CHECK_THAT(rejection(future), Catch::Contains("at /format_version: format version " +
                                                std::to_string(kSaveFormatVersion + 1)) &&
                                    Catch::Contains("newer"));
  json negative = base_save();
  negative["format_version"] = -1;
  CHECK_THAT(rejection(negative), Catch::Contains("at /format_version: expected an integer"));
  json text_version = base_save();
  text_version["format_version"] = "1";
  CHECK_THAT(rejection(text_version),
             Catch::Contains("at /format_version: expected an integer, found a string"));
  json none = base_save();
  none.erase("format_version");
  CHECK_THAT(rejection(none), Catch::Contains("missing member \"format_version\""));
}

TEST_CASE("Campaign save corpus: only a save in the version 0 layout is upgraded",
          "[campaign][save][corpus][migration]") {
  // A current save relabelled 0 must not have its redundant members skipped as "not recorded".
  json relabelled = base_save();
  relabelled["format_version"] = 0;
  relabelled["summary"] = "garbage";
  relabelled["episodes"] = "not even an array";
  CHECK_THAT(rejection(relabelled), Catch::Contains("at /format_version: ") &&
                                        Catch::Contains("version 0") &&
                                        Catch::Contains("\"version\""));
  // The version 0 label with a member version 0 never had.
  json mixed = base_save();
  mixed.erase("format_version");
  mixed["version"] = 0;
  mixed["actions"] = json::array();
  mixed.erase("commands");
  CHECK_THAT(rejection(mixed), Catch::Contains("at /episodes: ") &&
                                   Catch::Contains("not a member of a version 0 save"));
  json no_actions = base_save();
  no_actions.erase("format_version");
  no_actions["version"] = 0;
  for (const char* key : {"saved_at", "summary", "episodes", "commands", "house_rules"})
    no_actions.erase(key);
  CHECK_THAT(rejection(no_actions), Catch::Contains("missing member \"actions\""));
}

TEST_CASE("Campaign save corpus: wrong types and bad values", "[campaign][save][corpus]") {
  json seed = base_save();
  seed["seed"] = "21";
  CHECK_THAT(rejection(seed), Catch::Contains("at /seed: expected an integer"));
  json negative_seed = base_save();
  negative_seed["seed"] = -21;
  CHECK_THAT(rejection(negative_seed), Catch::Contains("at /seed: a seed is not negative"));
  json players = base_save();
  players["players"][1] = "Ben";
  CHECK_THAT(rejection(players), Catch::Contains("at /players/1: expected an object"));
  json one_player = base_save();
  one_player["players"].erase(1);
  CHECK_THAT(rejection(one_player),
             Catch::Contains("at /players: ") && Catch::Contains("2 to 4 players, found 1"));
  json empty_name = base_save();
  empty_name["players"][0]["name"] = "";
  CHECK_THAT(rejection(empty_name), Catch::Contains("at /players/0/name: must not be empty"));
  json time = base_save();
  time["saved_at"] = "yesterday";
  CHECK_THAT(rejection(time), Catch::Contains("at /saved_at: expected an ISO 8601"));
  json other = base_save();
  other["campaign"] = "sequel";
  CHECK_THAT(rejection(other), Catch::Contains("at /campaign: the save is of campaign \"sequel\""));
  json command = base_save();
  command["commands"][0] = "open_the_box";
  CHECK_THAT(rejection(command),
             Catch::Contains("at /commands/0: unknown command \"open_the_box\""));
  json null_play = base_save();
  null_play["commands"][first_command(null_play, "play")] = {{"play", nullptr}};
  CHECK_THAT(rejection(null_play), Catch::Contains("/play: a played action is"));
  json piece = base_save();
  piece["commands"][first_command(piece, "play")]["play"]["build"]["piece"] = "Z-Q9";
  CHECK_THAT(rejection(piece), Catch::Contains("/play/build/piece: unknown building \"Z-Q9\""));
}

TEST_CASE("Campaign save corpus: out-of-range cells and stickers on illegal cells (R51)",
          "[campaign][save][corpus][R51]") {
  json doc = base_save();
  const std::size_t i = first_command(doc, "sticker");
  const std::string at = "at /commands/" + std::to_string(i) + "/sticker/x";
  doc["commands"][i]["sticker"]["x"] = 16;
  CHECK_THAT(rejection(doc), Catch::Contains(at + ": expected an integer from 0 to 15"));
  doc["commands"][i]["sticker"]["x"] = -1;
  CHECK_THAT(rejection(doc), Catch::Contains(at));
  // (0, 0) is a mountain on the legacy board: no sticker may go there.
  doc["commands"][i]["sticker"] = {{"x", 0}, {"y", 0}};
  CHECK_THAT(rejection(doc),
             Catch::Contains("at /commands/" + std::to_string(i) + ": refused by R51"));
  // A building off the board is refused by the placement rules at its command.
  json off = base_save();
  const std::size_t p = first_command(off, "play");
  off["commands"][p]["play"] = {
      {"build", {{"piece", "Y-D2"}, {"rot", 0}, {"flip", false}, {"x", 90}, {"y", 90}}}};
  CHECK_THAT(rejection(off),
             Catch::Contains("at /commands/" + std::to_string(p) + ": refused by R"));
}

TEST_CASE("Campaign save corpus: commands in the wrong phase", "[campaign][save][corpus]") {
  json early = base_save();
  early["commands"].insert(early["commands"].begin(), "next_episode");
  CHECK_THAT(rejection(early), Catch::Contains("at /commands/0: campaign: the next episode is "
                                               "not possible while envelope sealed"));
  json twice = base_save();
  twice["commands"].insert(twice["commands"].begin() + 1, "open_envelope");
  CHECK_THAT(rejection(twice),
             Catch::Contains("at /commands/1: ") && Catch::Contains("not possible"));
}

TEST_CASE("Campaign save corpus: impossible progress and a summary that disagrees",
          "[campaign][save][corpus]") {
  const int capacity = test::catalogue().find_board("legacy")->progress_rows *
                       test::catalogue().find_board("legacy")->progress_per_row;
  json impossible = base_save();
  impossible["summary"]["cities"][0]["progress"] = capacity + 1;
  CHECK_THAT(rejection(impossible),
             Catch::Contains("at /summary/cities/0/progress: expected an integer from 0 to " +
                             std::to_string(capacity)));
  json negative = base_save();
  negative["summary"]["cities"][1]["history"][0]["progress"] = -1;
  CHECK_THAT(rejection(negative), Catch::Contains("at /summary/cities/1/history/0/progress"));

  json off_by_one = base_save();
  const int progress = off_by_one["summary"]["cities"][0]["progress"];
  off_by_one["summary"]["cities"][0]["progress"] = progress == 0 ? 1 : progress - 1;
  CHECK_THAT(rejection(off_by_one),
             Catch::Contains("at /summary/cities/0/progress: found ") &&
                 Catch::Contains("replaying the commands gives " + std::to_string(progress)));
  json episode = base_save();
  episode["summary"]["episode"] = 3;
  CHECK_THAT(rejection(episode), Catch::Contains("at /summary/episode: found 3, but replaying "
                                                 "the commands gives 2"));
  json history = base_save();
  history["summary"]["cities"][0]["history"].erase(0);
  CHECK_THAT(rejection(history), Catch::Contains("at /summary/cities/0/history/0/episode"));
  json sticker_cell = base_save();
  sticker_cell["summary"]["cities"][0]["stickers"].push_back(
      {{"episode", 1}, {"sticker", "tree"}, {"at_start", false}, {"x", 40}, {"y", 2}});
  CHECK_THAT(rejection(sticker_cell), Catch::Contains("/x: expected an integer from 0 to 15"));
  json phase = base_save();
  phase["summary"]["phase"] = "finished";
  CHECK_THAT(rejection(phase), Catch::Contains("at /summary/phase: found \"finished\""));
  json type = base_save();
  type["summary"]["cities"][0]["city"] = 7;
  CHECK_THAT(rejection(type), Catch::Contains("at /summary/cities/0/city: expected a string, "
                                              "found an integer"));
  json no_summary = base_save();
  no_summary["summary"] = nullptr;  // allowed only in a save migrated from version 0
  CHECK_THAT(rejection(no_summary), Catch::Contains("at /summary: expected an object, found null"));
}

TEST_CASE("Campaign save corpus: episode records that disagree", "[campaign][save][corpus]") {
  json turn = base_save();
  turn["episodes"][0]["turns"][0][0] = "pass";
  CHECK_THAT(rejection(turn), Catch::Contains("at /episodes/0/turns/0/0"));
  json map = base_save();
  std::string row = map["episodes"][0]["boards"][0]["map"][3];
  row[0] = row[0] == 'M' ? 'F' : 'M';
  map["episodes"][0]["boards"][0]["map"][3] = row;
  CHECK_THAT(rejection(map), Catch::Contains("at /episodes/0/boards/0/map/3: found"));
  json missing = base_save();
  missing["episodes"] = json::array();
  CHECK_THAT(rejection(missing),
             Catch::Contains("at /episodes: has 0 entries, but replaying the commands gives 1"));
}

TEST_CASE("Campaign save corpus: size limits", "[campaign][save][corpus]") {
  json long_name = base_save();
  long_name["players"][0]["name"] = std::string(kMaxSaveNameBytes + 1, 'A');
  CHECK_THAT(rejection(long_name), Catch::Contains("at /players/0/name: at most 100 bytes"));
  json long_city = base_save();
  long_city["players"][1]["city"] = std::string(5000, 'x');
  CHECK_THAT(rejection(long_city), Catch::Contains("at /players/1/city: at most 100 bytes"));
  json many = base_save();
  many["commands"] = json::array();
  for (std::size_t i = 0; i <= kMaxSaveCommands; ++i) many["commands"].push_back("next_episode");
  CHECK_THAT(rejection(many), Catch::Contains("at /commands: array has 100001 entries, at most "
                                              "100000 allowed"));
  const std::string huge(kMaxSaveBytes + 1, ' ');
  CHECK_THAT(rejection(huge), Catch::Contains("at most 4194304 bytes allowed, found 4194305"));
  // Deep nesting is refused before anything copies the document (which would recurse).
  std::string deep = base_save().dump();
  const std::string seed = "\"seed\":21";
  REQUIRE(deep.find(seed) != std::string::npos);
  deep.replace(deep.find(seed), seed.size(),
               "\"seed\":" + std::string(1000000, '[') + std::string(1000000, ']'));
  CHECK_THAT(rejection(deep), Catch::Contains("nested deeper than 32 levels"));
  // A huge bad value or key is quoted in part: the message stays short.
  json huge_word = base_save();
  huge_word["commands"][0] = std::string(100000, 'z');
  const std::string word_message = rejection(huge_word);
  CHECK_THAT(word_message, Catch::Contains("at /commands/0: unknown command \"zzz"));
  CHECK(word_message.size() < 300);
  json huge_key = base_save();
  huge_key[std::string(100000, 'k')] = 1;
  const std::string key_message = rejection(huge_key);
  CHECK_THAT(key_message, Catch::Contains("...: unknown member"));
  CHECK(key_message.size() < 300);
  json stamp = base_save();
  stamp["saved_at"] = "2026-11-22T21:40:00." + std::string(100, '0') + "Z";
  CHECK_THAT(rejection(stamp), Catch::Contains("at /saved_at"));
}

TEST_CASE("Campaign save corpus: broken save files", "[campaign][save][corpus]") {
  CHECK_THAT(file_rejection("truncated.json"), Catch::Contains("truncated.json: not valid JSON"));
  CHECK_THAT(file_rejection("not-json.json"), Catch::Contains("not-json.json: not valid JSON"));
  CHECK_THAT(file_rejection("future-version.json"),
             Catch::Contains("future-version.json: at /format_version: format version 7"));
  CHECK_THAT(file_rejection("unknown-version.json"),
             Catch::Contains("unknown-version.json: at /version: expected an integer from 0 to "
                             "0, found 3"));
  CHECK_THAT(file_rejection("wrong-types.json"),
             Catch::Contains("wrong-types.json: at /players/0/name: expected a string, found "
                             "an integer"));
  CHECK_THAT(file_rejection("long-name.json"),
             Catch::Contains("long-name.json: at /players/1/name: at most 100 bytes"));
  CHECK_THAT(file_rejection("version-0-unknown-action.json"),
             Catch::Contains("version-0-unknown-action.json: at /actions/3/type: unknown "
                             "action \"teleport\""));
}
