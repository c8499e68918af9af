// Machi Koro's art (assets/art/machikoro/): every card symbol, card colour, landmark, the
// coin and each die face has its SVG, and every file there is art SDL2_image's nanosvg draws
// (basic shapes only: no text, no CSS, no <use>, no filters), with a square viewBox.
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "machikoro/cards.hpp"

namespace {

namespace fs = std::filesystem;

const fs::path kArt = fs::path(MYCITY_TEST_ASSETS_DIR) / "art" / "machikoro";

std::string read(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The file names the cards need: the file's own words, so a new icon, colour or landmark in
// cards.json without art fails here.
std::set<std::string> needed_art() {
  const nlohmann::json cards =
      nlohmann::json::parse(read(machikoro::default_cards_file(MYCITY_DEFAULT_DATA_DIR)));
  std::set<std::string> names{"coin"};
  for (int face = 1; face <= 6; ++face) names.insert("die_" + std::to_string(face));
  for (const auto& card : cards.at("establishments")) {
    names.insert("icon_" + card.at("icon").get<std::string>());
    names.insert("pattern_" + card.at("colour").get<std::string>());
  }
  for (const auto& card : cards.at("landmarks"))
    names.insert("landmark_" + card.at("id").get<std::string>());
  return names;
}

}  // namespace

TEST_CASE("Machi Koro art: every symbol, colour, landmark, the coin and the dice have a file",
          "[machikoro][art]") {
  const std::set<std::string> names = needed_art();
  CHECK(names.size() == 27);  // 9 symbols, 4 colours, 7 landmarks, the coin, 6 faces
  for (const std::string& name : names) {
    INFO("assets/art/machikoro/" << name << ".svg");
    CHECK(fs::is_regular_file(kArt / (name + ".svg")));
  }
}

TEST_CASE("Machi Koro art: every file is plain SVG that nanosvg draws", "[machikoro][art]") {
  // The elements nanosvg rasterises; anything else (text, style, use, filter, image) is not.
  const std::set<std::string> drawn{"svg",     "g",       "path",           "rect",
                                    "circle",  "ellipse", "line",           "polyline",
                                    "polygon", "defs",    "linearGradient", "stop"};
  const std::regex tag("<([A-Za-z]+)");
  const std::regex view_box("viewBox=\"0 0 ([0-9.]+) ([0-9.]+)\"");
  int files = 0;
  for (const auto& entry : fs::directory_iterator(kArt)) {
    INFO(entry.path().filename().string());
    REQUIRE(entry.path().extension() == ".svg");
    ++files;
    const std::string text = read(entry.path());
    CHECK(text.starts_with("<svg "));
    CHECK(text.find("</svg>") != std::string::npos);
    std::smatch box;
    REQUIRE(std::regex_search(text, box, view_box));
    CHECK(box[1] == box[2]);
    CHECK(text.find("style") == std::string::npos);
    CHECK(text.find("filter") == std::string::npos);
    for (auto it = std::sregex_iterator(text.begin(), text.end(), tag);
         it != std::sregex_iterator(); ++it) {
      INFO("<" << (*it)[1] << ">");
      CHECK(drawn.count((*it)[1]) == 1);
    }
  }
  CHECK(files >= 27);
}
