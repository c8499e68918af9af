// Hostile JSON text in records and saves (fuzzing findings): duplicate members, numbers
// too large for 64 bits, bytes that are not UTF-8. Each is refused with a message that
// names the file and the JSON path, and the message itself is valid UTF-8.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "base/utf8_path.hpp"
#include "campaign_save_test_support.hpp"
#include "mycity/record.hpp"

using namespace mycity;

namespace {

std::string data_text(const std::string& name) {
  std::ifstream in(std::string(MYCITY_TEST_DATA_DIR) + "/" + name, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// The text with its first `from` replaced by `to` (which must be there).
std::string edited(std::string text, const std::string& from, const std::string& to) {
  const std::size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

// What reading the record text from a file says; "" when it is read.
std::string record_rejection(const std::string& text) {
  static int counter = 0;
  const std::filesystem::path file =
      std::filesystem::temp_directory_path() / ("mycity-json-input-" + std::to_string(::getpid()) +
                                                "-" + std::to_string(counter++) + ".mcrec.json");
  std::ofstream(file, std::ios::binary) << text;
  std::string message;
  try {
    read_record_file(base::utf8_string(file), test::catalogue());
  } catch (const base::Error& e) {
    message = e.what();
  }
  std::filesystem::remove(file);
  return message.empty() ? message : message.substr(message.find(": ") + 2);
}

std::string save_rejection(const std::string& text,
                           const CampaignDef& definition = test::legacy_campaign()) {
  try {
    test::load_text(text, definition);
  } catch (const base::ContentError& e) {
    return e.what();
  }
  return "";
}

const std::string& a_save() {
  static const std::string text = [] {
    Campaign campaign(test::catalogue(), test::legacy_campaign(), test::players(2), 5);
    campaign.open_envelope();
    return campaign_save_text(campaign, test::kSavedAt);
  }();
  return text;
}

}  // namespace

TEST_CASE("JSON input: a duplicate member is refused with its path", "[json-input][record]") {
  const std::string record = data_text("records/two-players-basic.mcrec.json");
  REQUIRE(record_rejection(record).empty());
  CHECK(record_rejection(edited(record, "\"mode\": \"eternity\",",
                                "\"mode\": \"eternity\", \"mode\": \"eternity\",")) ==
        "at /mode: duplicate member \"mode\"");
  CHECK(record_rejection(edited(record, "\"rot\": 1,", "\"rot\": 1, \"rot\": 2,")) ==
        "at /turns/0/0/build/rot: duplicate member \"rot\"");
  CHECK(record_rejection(edited(record, "\"x\": 8, \"y\": 1", "\"x\": 8, \"y\": 1, \"x\": 0")) ==
        "at /turns/1/1/build/x: duplicate member \"x\"");
}

TEST_CASE("JSON input: a duplicate member in a save is refused with its path",
          "[json-input][campaign][save]") {
  REQUIRE(save_rejection(a_save()).empty());
  CHECK(save_rejection(edited(a_save(), "\"seed\": 5,", "\"seed\": 5, \"seed\": 6,")) ==
        "test-save.json: at /seed: duplicate member \"seed\"");
  CHECK(save_rejection(edited(a_save(), "\"animal\":", "\"city\": \"X\", \"animal\":")) ==
        "test-save.json: at /players/0/city: duplicate member \"city\"");
}

TEST_CASE("JSON input: a whole number too large for 64 bits is called too large",
          "[json-input][record][campaign][save]") {
  const std::string record = data_text("records/two-players-basic.mcrec.json");
  for (const std::string huge :
       {"18446744073709551616", "-9223372036854775809", "123456789012345678901234567890"}) {
    const std::string message =
        record_rejection(edited(record, "\"rot\": 1,", "\"rot\": " + huge + ","));
    CHECK_THAT(message, Catch::StartsWith("at /turns/0/0/build/rot: ") &&
                            Catch::Contains("too large for 64 bits") &&
                            !Catch::Contains("fraction"));
  }
  // A real fraction is still called one.
  CHECK_THAT(record_rejection(edited(record, "\"rot\": 1,", "\"rot\": 1.5,")),
             Catch::Contains("a number with a fraction"));
  // The seed may use all 64 bits; one more is too large.
  const std::string message =
      save_rejection(edited(a_save(), "\"seed\": 5,", "\"seed\": 18446744073709551616,"));
  CHECK_THAT(message, Catch::Contains("at /seed: ") && Catch::Contains("too large for 64 bits") &&
                          !Catch::Contains("fraction"));
}

TEST_CASE("JSON input: bytes that are not UTF-8 are escaped in messages",
          "[json-input][record][campaign][save]") {
  const std::string record = data_text("records/two-players-basic.mcrec.json");
  // A Latin-1 name, and a lone continuation byte in a key.
  for (const auto& [from, to, shown] :
       {std::tuple<std::string, std::string, std::string>{"\"Ann\"", "\"Ann\xE9\"", "Ann\\xE9"},
        {"\"deck\"", "\"d\x80\"", "d\\x80"},
        {"\"Ben\"", "\"Ben\xF0\x9F\"", "Ben\\xF0\\x9F"}}) {
    const std::string message = record_rejection(edited(record, from, to));
    INFO(message);
    CHECK_THAT(message, Catch::Contains(shown));
    // nlohmann refuses to write a string that is not valid UTF-8.
    CHECK_NOTHROW(nlohmann::json(message).dump());
  }
  const std::string message =
      save_rejection(edited(a_save(), "\"Foxton\"", "\"Fox\xC0\xAF\""));  // overlong "/"
  CHECK_THAT(message, Catch::Contains("Fox\\xC0"));
  CHECK_NOTHROW(nlohmann::json(message).dump());
  // Valid UTF-8 is shown as it is.
  CHECK(base::Error("caf\xC3\xA9 \xE2\x82\xAC").what() == std::string("caf\xC3\xA9 \xE2\x82\xAC"));
}

TEST_CASE("JSON input: a record's unknown members are refused with their path",
          "[json-input][record][unknown-members]") {
  const std::string record = data_text("records/two-players-basic.mcrec.json");
  CHECK(record_rejection(edited(record, "\"mode\":", "\"comment\": \"hi\", \"mode\":")) ==
        "at /comment: unknown member");
  CHECK(record_rejection(edited(record, "\"rot\": 1,", "\"rot\": 1, \"rotation\": 1,")) ==
        "at /turns/0/0/build/rotation: unknown member");
  CHECK(record_rejection(
            edited(record, "\"y\": 0}}, \"pass\"", "\"y\": 0}, \"note\": 1}, \"pass\"")) ==
        "at /turns/0/0/note: unknown member");
  // The legacy fields belong to a legacy record only (one with "campaign").
  CHECK(record_rejection(edited(record, "\"mode\":", "\"episode\": 3, \"mode\":")) ==
        "at /episode: unknown member");

  // A legacy episode record, as a save holds it.
  const CampaignDef def = test::cut_campaign({1, 10});
  test::BotCampaign run(def, 2, 1);
  run.run(-1);
  const nlohmann::json episode =
      campaign_save_json(run.campaign, test::kSavedAt)["episodes"].back();
  REQUIRE(record_rejection(episode.dump()).empty());
  nlohmann::json board = episode;
  board["boards"][1]["owner"] = "Ben";
  CHECK(record_rejection(board.dump()) == "at /boards/1/owner: unknown member");
  nlohmann::json sticker = episode;
  REQUIRE_FALSE(sticker["boards"][0]["stickers"].empty());
  sticker["boards"][0]["stickers"][0]["colour"] = "red";
  CHECK(record_rejection(sticker.dump()) == "at /boards/0/stickers/0/colour: unknown member");
}

TEST_CASE("JSON input: a save's unknown members are refused at any depth",
          "[json-input][campaign][save][unknown-members]") {
  CHECK(save_rejection(edited(a_save(), "\"animal\":", "\"age\": 30, \"animal\":")) ==
        "test-save.json: at /players/0/age: unknown member");
  const CampaignDef def = test::cut_campaign({1, 10});
  const nlohmann::json doc = test::save_in_second_episode(def, 2, 3, 1);
  std::size_t i = 0;
  while (!(doc["commands"][i].is_object() && doc["commands"][i].contains("sticker"))) ++i;
  nlohmann::json cell = doc;
  cell["commands"][i]["sticker"]["z"] = 0;
  CHECK(save_rejection(cell.dump(), def) ==
        "test-save.json: at /commands/" + std::to_string(i) + "/sticker/z: unknown member");
}

TEST_CASE("JSON input: the shipped records have no unknown members",
          "[json-input][record][unknown-members]") {
  const std::string dir = std::string(MYCITY_TEST_DATA_DIR) + "/records";
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
    if (!entry.is_regular_file()) continue;
    INFO(entry.path());
    // The files under illegal/ are refused, each for its own reason.
    if (entry.path().parent_path() == dir) {
      CHECK_NOTHROW(read_record_file(base::utf8_string(entry.path()), test::catalogue()));
    } else {
      CHECK_THAT(record_rejection(
                     data_text("records/illegal/" + base::utf8_string(entry.path().filename()))),
                 !Catch::Contains("unknown member"));
    }
  }
}

TEST_CASE("JSON input: nesting deeper than 32 levels is refused where it goes too deep",
          "[json-input][limits][record][campaign][save]") {
  // 32 arrays inside one another are allowed; the 33rd is refused at the path of the
  // 32nd array's first entry.
  std::string path;
  for (int i = 0; i < 32; ++i) path += "/0";
  const std::string too_deep = std::string(33, '[') + std::string(33, ']');
  CHECK(save_rejection(too_deep) ==
        "test-save.json: at " + path + ": arrays and objects nested deeper than 32 levels");
  CHECK_THAT(save_rejection(std::string(32, '[') + std::string(32, ']')),
             !Catch::Contains("nested"));
  const std::string record = data_text("records/two-players-basic.mcrec.json");
  CHECK(record_rejection(
            edited(record, "\"turns\": [",
                   "\"turns\": [" + std::string(40, '[') + std::string(40, ']') + ",")) ==
        "at /turns" + path.substr(0, 31 * 2) + ": arrays and objects nested deeper than 32 levels");
}

TEST_CASE("JSON input: more than a million values in a save is refused",
          "[json-input][limits][campaign][save]") {
  std::string text = "{\"commands\": [";
  for (int i = 0; i < 1000000; ++i) text += "{},";
  text += "{}]}";
  // The object, the array and 999 998 entries are allowed: entry 999 998 is one too many.
  CHECK(save_rejection(text) ==
        "test-save.json: at /commands/999998: more than 1000000 values (arrays, objects, "
        "strings, numbers, booleans and nulls)");
}

TEST_CASE("JSON input: a NUL byte is refused, not taken for the end of the text",
          "[json-input][record][campaign][save]") {
  const std::string record = data_text("records/two-players-basic.mcrec.json");
  const std::string nul_then_garbage = std::string(1, '\0') + "garbage {{{";
  CHECK_THAT(record_rejection(record + nul_then_garbage), Catch::EndsWith(": a NUL byte"));
  CHECK_THAT(save_rejection(a_save() + nul_then_garbage), Catch::EndsWith(": a NUL byte"));
  CHECK(record_rejection(std::string("{\n  \0}", 6)) ==
        "not valid JSON at line 2, column 3: a NUL byte");
}

TEST_CASE("JSON input: a syntax error is told in our words, with its line and column",
          "[json-input][record]") {
  // Column 13 is the "}" that shows "nul" is no literal.
  CHECK(record_rejection("{\"mode\": nul}") ==
        "not valid JSON at line 1, column 13: syntax error while parsing value - invalid "
        "literal; last read: '\"mode\": nul}'");
  // The last token is quoted in 40 bytes at most, however long the bad string.
  const std::string message = record_rejection("{\"" + std::string(100000, 'a') + "\xFF\"}");
  CHECK_THAT(message, Catch::StartsWith("not valid JSON at line 1, column 100003: ") &&
                          Catch::Contains("ill-formed UTF-8 byte") &&
                          !Catch::Contains("json.exception"));
  CHECK(message.size() < 200);
}

TEST_CASE("JSON input: a number too large for a double is called too large where it is",
          "[json-input][record]") {
  const std::string record = data_text("records/two-players-basic.mcrec.json");
  CHECK_THAT(record_rejection(edited(record, "\"rot\": 1,", "\"rot\": 1e400,")),
             Catch::StartsWith("at /turns/0/0/build/rot: the number 1e400 is too large (line "));
  CHECK(record_rejection("[1,\n  2, -1e400]") ==
        "at /2: the number -1e400 is too large (line 2, column 6)");
  // Whole numbers written as decimals are not integers, but have no fraction either.
  CHECK_THAT(record_rejection(edited(record, "\"rot\": 1,", "\"rot\": 1E0,")),
             Catch::EndsWith("found a number written with a decimal point or an exponent"));
}

TEST_CASE("JSON input: a name with a control character is refused, and messages escape them",
          "[json-input][record][campaign][save]") {
  const std::string record = data_text("records/two-players-basic.mcrec.json");
  CHECK(record_rejection(edited(record, "\"Ann\"", "\"Ann\\u0000x\"")) ==
        "at /players/0: a control character in \"Ann\\x00x\" (byte 4)");
  CHECK_THAT(save_rejection(edited(a_save(), "\"Foxton\"", "\"Fox\\u001b[31m\"")),
             Catch::EndsWith("/city: a control character in \"Fox\\x1B[31m\" (byte 4)"));
  // A NUL in a key does not cut the message short.
  CHECK(record_rejection(edited(record, "\"mode\":", "\"k\\u0000x\": 1, \"mode\":")) ==
        "at /k\\x00x: unknown member");
  CHECK(base::Error("tab\there\x7F").what() == std::string("tab\\x09here\\x7F"));
}

TEST_CASE("JSON input: a file of another kind is named by its format, not its first oddity",
          "[json-input][record][campaign][save]") {
  const std::string record = data_text("records/two-players-basic.mcrec.json");
  CHECK(save_rejection(record) ==
        "test-save.json: at /format: expected \"mycity-campaign-save\", found \"mycity-record\"");
  CHECK(record_rejection(a_save()) ==
        "at /format: expected \"mycity-record\", found \"mycity-campaign-save\"");
  CHECK(record_rejection("{\"players\": []}") ==
        "missing member \"format\": not a \"mycity-record\" file");
}
