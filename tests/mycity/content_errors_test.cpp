// Broken content files (content.md, formats.md): load_catalogue or load_campaign must throw
// ContentError naming the file and the JSON path of the problem. Each test breaks one file of a
// fresh copy of campaigns/ in a temporary folder.
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "base/error.hpp"
#include "base/utf8_path.hpp"
#include "mycity/campaign_content.hpp"
#include "rules_support.hpp"

using namespace mycity;
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

class CampaignCopy {
 public:
  CampaignCopy() {
    static std::atomic<int> counter{0};
    const auto stamp = std::chrono::steady_clock::now().time_since_epoch().count();
    dir_ = fs::temp_directory_path() /
           ("mycity-rules-content-" + std::to_string(stamp) + "-" + std::to_string(++counter));
    fs::create_directories(dir_);
    fs::copy(MYCITY_DEFAULT_DATA_DIR, dir_, fs::copy_options::recursive);
  }
  ~CampaignCopy() {
    std::error_code ignored;
    fs::remove_all(dir_, ignored);
  }
  CampaignCopy(const CampaignCopy&) = delete;
  CampaignCopy& operator=(const CampaignCopy&) = delete;

  const fs::path& dir() const { return dir_; }
  // As the loader names it: with backslashes on Windows.
  std::string file(const std::string& relative) const {
    return base::utf8_string((dir_ / relative).make_preferred());
  }

  void write_text(const std::string& relative, const std::string& text) const {
    std::ofstream out(dir_ / relative, std::ios::binary | std::ios::trunc);
    out << text;
  }
  // Reads a JSON file, lets `change` edit it, writes it back.
  void edit(const std::string& relative, const std::function<void(json&)>& change) const {
    json doc;
    {
      std::ifstream in(dir_ / relative);
      in >> doc;
    }
    change(doc);
    write_text(relative, doc.dump(2));
  }

 private:
  fs::path dir_;
};

// The message of the ContentError that loading the copy's catalogue and campaign throws
// ("" if none is thrown).
std::string load_error(const CampaignCopy& copy) {
  try {
    load_campaign(default_campaign_file(copy.dir()), load_catalogue(copy.dir()));
  } catch (const base::ContentError& e) {
    return e.what();
  }
  return "";
}

const std::string kPieces = "core/pieces.json";
const std::string kBoard = "boards/eternity.json";
const std::string kMode = "modes/eternity.json";
const std::string kCampaign = "legacy/campaign.json";

}  // namespace

TEST_CASE("content errors: an untouched copy of campaigns/ loads", "[content][errors]") {
  const CampaignCopy copy;
  const Catalogue c = load_catalogue(copy.dir());
  CHECK(c.pieces().size() == test::catalogue().pieces().size());
  CHECK(c.find_ruleset("eternity") != nullptr);
}

TEST_CASE("content errors: not JSON", "[content][errors]") {
  const CampaignCopy copy;
  copy.write_text(kPieces, "{ \"format\": \"mycity-pieces\", ");
  const std::string message = load_error(copy);
  CHECK_THAT(message, Catch::Contains(copy.file(kPieces)));
  CHECK_THAT(message, Catch::Contains("JSON"));
}

TEST_CASE("content errors: a value of the wrong type", "[content][errors]") {
  const CampaignCopy copy;
  SECTION("a shape name that is a number") {
    copy.edit(kPieces, [](json& d) { d["pieces"][3]["shape"] = 5; });
    const std::string message = load_error(copy);
    CHECK_THAT(message, Catch::Contains(copy.file(kPieces)));
    CHECK_THAT(message, Catch::Contains("/pieces/3/shape"));
  }
  SECTION("a player count that is a string") {
    copy.edit(kMode, [](json& d) { d["players"]["min"] = "two"; });
    const std::string message = load_error(copy);
    CHECK_THAT(message, Catch::Contains(copy.file(kMode)));
    CHECK_THAT(message, Catch::Contains("/players/min"));
  }
  SECTION("a map that is one string") {
    copy.edit(kBoard, [](json& d) { d["map"] = "MM..T...R...FF"; });
    const std::string message = load_error(copy);
    CHECK_THAT(message, Catch::Contains(copy.file(kBoard)));
    CHECK_THAT(message, Catch::Contains("/map"));
  }
}

TEST_CASE("content errors: an unknown shape", "[content][errors]") {
  const CampaignCopy copy;
  copy.edit(kPieces, [](json& d) { d["pieces"][3]["shape"] = "Q7"; });
  const std::string message = load_error(copy);
  CHECK_THAT(message, Catch::Contains(copy.file(kPieces)));
  CHECK_THAT(message, Catch::Contains("/pieces/3/shape"));
  CHECK_THAT(message, Catch::Contains("Q7"));
}

TEST_CASE("content errors: an unknown map character", "[content][errors]") {
  const CampaignCopy copy;
  copy.edit(kBoard, [](json& d) {
    std::string row = d["map"][2];
    row[5] = 'X';
    d["map"][2] = row;
  });
  const std::string message = load_error(copy);
  CHECK_THAT(message, Catch::Contains(copy.file(kBoard)));
  CHECK_THAT(message, Catch::Contains("/map/2"));
  CHECK_THAT(message, Catch::Contains("X"));
}

TEST_CASE("content errors: ragged map rows", "[content][errors]") {
  const CampaignCopy copy;
  copy.edit(kBoard, [](json& d) {
    std::string row = d["map"][4];
    row.pop_back();
    d["map"][4] = row;
  });
  const std::string message = load_error(copy);
  CHECK_THAT(message, Catch::Contains(copy.file(kBoard)));
  CHECK_THAT(message, Catch::Contains("/map/4"));
}

TEST_CASE("content errors: a river that does not start on the border", "[content][errors]") {
  const CampaignCopy copy;
  // (8,0) -> (8,1): one step inside the top border.
  copy.edit(kBoard, [](json& d) { d["river"][0] = json::array({8, 1}); });
  const std::string message = load_error(copy);
  CHECK_THAT(message, Catch::Contains(copy.file(kBoard)));
  CHECK_THAT(message, Catch::Contains("/river"));
}

TEST_CASE("content errors: a river point outside the board", "[content][errors]") {
  const CampaignCopy copy;
  copy.edit(kBoard, [](json& d) { d["river"][1] = json::array({15, 3}); });
  const std::string message = load_error(copy);
  CHECK_THAT(message, Catch::Contains(copy.file(kBoard)));
  CHECK_THAT(message, Catch::Contains("/river/1"));
}

TEST_CASE("content errors: an unknown end term", "[content][errors]") {
  const CampaignCopy copy;
  copy.edit(kMode, [](json& d) { d["end_terms"][2] = "colour_group"; });
  const std::string message = load_error(copy);
  CHECK_THAT(message, Catch::Contains(copy.file(kMode)));
  CHECK_THAT(message, Catch::Contains("/end_terms/2"));
  CHECK_THAT(message, Catch::Contains("colour_group"));
}

TEST_CASE("content errors: a deck card twice or unknown", "[content][errors]") {
  const CampaignCopy copy;
  SECTION("duplicate") {
    copy.edit(kMode, [](json& d) { d["deck"][5] = "Y-D2"; });  // Y-D2 is already card 0
    const std::string message = load_error(copy);
    CHECK_THAT(message, Catch::Contains(copy.file(kMode)));
    CHECK_THAT(message, Catch::Contains("/deck/5"));
  }
  SECTION("unknown") {
    copy.edit(kMode, [](json& d) { d["deck"][0] = "Z-Q9"; });
    const std::string message = load_error(copy);
    CHECK_THAT(message, Catch::Contains(copy.file(kMode)));
    CHECK_THAT(message, Catch::Contains("/deck/0"));
  }
}

TEST_CASE("content errors: another kind of file or another version", "[content][errors]") {
  const CampaignCopy copy;
  SECTION("format") {
    copy.edit(kBoard, [](json& d) { d["format"] = "mycity-pieces"; });
    CHECK(load_error(copy) ==
          copy.file(kBoard) + ": at /format: expected \"mycity-board\", found \"mycity-pieces\"");
  }
  SECTION("version") {
    copy.edit(kMode, [](json& d) { d["version"] = 2; });
    CHECK(load_error(copy) == copy.file(kMode) + ": at /version: expected version 1, found 2");
  }
}

// An id is never "", so a deck refuses it where it stands; a map row is checked by the
// map's own row rule, which says what a row must be.
TEST_CASE("content errors: an empty string", "[content][errors]") {
  const CampaignCopy copy;
  SECTION("a deck card") {
    copy.edit(kMode, [](json& d) { d["deck"][2] = ""; });
    CHECK(load_error(copy) == copy.file(kMode) + ": at /deck/2: expected a non-empty string");
  }
  SECTION("a map row") {
    copy.edit(kBoard, [](json& d) { d["map"][1] = ""; });
    CHECK(load_error(copy) == copy.file(kBoard) +
                                  ": at /map/1: every row must have the same length, 1 to 16 "
                                  "cells");
  }
}

TEST_CASE("content errors: a missing member", "[content][errors]") {
  const CampaignCopy copy;
  SECTION("a piece without a colour") {
    copy.edit(kPieces, [](json& d) { d["pieces"][2].erase("colour"); });
    const std::string message = load_error(copy);
    CHECK_THAT(message, Catch::Contains(copy.file(kPieces)));
    CHECK_THAT(message, Catch::Contains("/pieces/2"));
    CHECK_THAT(message, Catch::Contains("colour"));
  }
  SECTION("a board without a river") {
    copy.edit(kBoard, [](json& d) { d.erase("river"); });
    const std::string message = load_error(copy);
    CHECK_THAT(message, Catch::Contains(copy.file(kBoard)));
    CHECK_THAT(message, Catch::Contains("river"));
  }
  SECTION("a ruleset without a deck") {
    copy.edit(kMode, [](json& d) { d.erase("deck"); });
    const std::string message = load_error(copy);
    CHECK_THAT(message, Catch::Contains(copy.file(kMode)));
    CHECK_THAT(message, Catch::Contains("deck"));
  }
}

TEST_CASE("content errors: nesting deeper than 32 levels", "[content][errors][limits]") {
  const CampaignCopy copy;
  copy.edit(kMode, [](json& doc) {
    json deep = json::array();
    for (int i = 0; i < 40; ++i) deep = json::array({deep});
    doc["deck"] = deep;
  });
  const std::string message = load_error(copy);
  CHECK_THAT(message, Catch::StartsWith(copy.file(kMode) + ": at /deck/0/0/"));
  CHECK_THAT(message, Catch::EndsWith("arrays and objects nested deeper than 32 levels"));
}

// A misspelt or extra member is refused at its path in every kind of content file, as in
// records and saves, rather than silently ignored.
TEST_CASE("content errors: an unknown member", "[content][errors][members]") {
  const std::vector<std::pair<std::string, std::string>> members{
      {kPieces, "/shape_set"},
      {kPieces, "/pieces/4/must_tuch"},
      {kBoard, "/rivers"},
      {"boards/legacy.json", "/progress/columns"},
      {kMode, "/house_rules"},
      {kMode, "/players/preferred"},
      {kMode, "/immediate_terms/0/bonus"},
      {kMode, "/end_terms/3/point"},
      {kCampaign, "/author"},
      {kCampaign, "/players/preferred"},
      {kCampaign, "/chapters/2/picture"},
      {kCampaign, "/chapters/0/episodes/1/dek"},
      {kCampaign, "/chapters/1/episodes/2/end_terms/4/min_building"},
      {kCampaign, "/chapters/0/episodes/1/rewards/third"},
      {kCampaign, "/chapters/0/episodes/1/rewards/others/points"},
      {kCampaign, "/chapters/3/episodes/0/start/1/where"},
  };
  for (const auto& [file, pointer] : members) {
    const CampaignCopy copy;
    const json::json_pointer where(pointer);  // clang 14 cannot capture a structured binding
    copy.edit(file, [&](json& d) { d[where] = 1; });
    CHECK(load_error(copy) == copy.file(file) + ": at " + pointer + ": unknown member");
  }
}

// Each term takes its own parameters: points on trees would be ignored, so they are refused;
// a misspelt term is named as such, not by a parameter it would not take.
TEST_CASE("content errors: a parameter the term does not take", "[content][errors][members]") {
  const CampaignCopy copy;
  copy.edit(kMode, [](json& d) { d["end_terms"][0] = {{"term", "trees"}, {"points", 2}}; });
  CHECK(load_error(copy) == copy.file(kMode) + ": at /end_terms/0/points: unknown member");
  const CampaignCopy misspelt;
  misspelt.edit(kMode, [](json& d) { d["end_terms"][3]["term"] = "churchs"; });
  CHECK_THAT(load_error(misspelt),
             Catch::StartsWith(misspelt.file(kMode) + ": at /end_terms/3: unknown end term"));
}

// Maps keyed by names keep free keys: a new shape or card group is data, not a typo.
TEST_CASE("content errors: a new shape or card group is no unknown member",
          "[content][errors][members]") {
  const CampaignCopy copy;
  copy.edit(kPieces, [](json& d) { d["shapes"]["Q9"] = json::array({"##"}); });
  copy.edit(kCampaign, [](json& d) { d["card_groups"]["castles"] = json::array({"Y-D2"}); });
  CHECK(load_error(copy).empty());
}
