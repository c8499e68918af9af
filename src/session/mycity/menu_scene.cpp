#include "mycity/session/menu_scene.hpp"

#include <fstream>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "base/error.hpp"
#include "base/utf8_path.hpp"
#include "mycity/polyomino.hpp"

namespace mycity::session {
namespace {

using nlohmann::json;

BoardLayout plain_meadow() {
  std::vector<std::string> rows(10, std::string(14, '.'));
  try {
    return parse_layout(rows, "(built-in)", "");
  } catch (const std::exception&) {
    return {};
  }
}

// Adds the scene's buildings; a bad entry is reported and skipped.
void add_buildings(MenuScene& scene, const Catalogue& catalogue,
                   const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    std::cerr << "mycity: " << base::utf8_string(file) << " not found; the menu city stays empty\n";
    return;
  }
  std::stringstream buffer;
  buffer << in.rdbuf();
  const json doc = json::parse(buffer.str(), nullptr, false);
  if (doc.is_discarded() || !doc.is_object() || !doc.contains("buildings") ||
      !doc["buildings"].is_array()) {
    std::cerr << "mycity: " << base::utf8_string(file)
              << ": expected an object with a \"buildings\" array\n";
    return;
  }
  const BoardLayout& layout = scene.layout;
  Bitboard used;
  int index = -1;
  for (const json& entry : doc["buildings"]) {
    ++index;
    const std::string where = base::utf8_string(file) + ": at /buildings/" + std::to_string(index);
    if (!entry.is_object() || !entry.value("piece", json()).is_string() ||
        !entry.value("rot", json()).is_number_integer() ||
        !entry.value("flip", json()).is_boolean() ||
        !entry.value("x", json()).is_number_integer() ||
        !entry.value("y", json()).is_number_integer()) {
      std::cerr << "mycity: " << where << ": needs piece, rot, flip, x, y\n";
      continue;
    }
    const auto piece = catalogue.find_piece(entry["piece"].get<std::string>());
    const int rot = entry["rot"].get<int>();
    if (!piece || rot < 0 || rot > 3) {
      std::cerr << "mycity: " << where << ": unknown piece or rot not 0..3\n";
      continue;
    }
    const PieceDef& def = catalogue.piece(*piece);
    const int x0 = entry["x"].get<int>();
    const int y0 = entry["y"].get<int>();
    PlacedBuilding building{def.colour, {}};
    bool fits = true;
    for (Cell c : orient(def.base_cells, rot, entry["flip"].get<bool>())) {
      c.x += x0;
      c.y += y0;
      if (c.x < 0 || c.y < 0 || c.x >= layout.width || c.y >= layout.height ||
          !layout.meadow.test(c) || used.test(c)) {
        fits = false;
        break;
      }
      building.cells.push_back(c);
    }
    if (!fits) {
      std::cerr << "mycity: " << where << ": does not fit on free meadow; skipped\n";
      continue;
    }
    for (const Cell& c : building.cells) used.set(c);
    scene.buildings.push_back(std::move(building));
  }
}

}  // namespace

MenuScene load_menu_scene(const LoadedContent& content, const std::filesystem::path& scene_file) {
  MenuScene scene;
  const auto fail = [&](const std::string& why) {
    scene.content_error = why;
    std::cerr << "mycity: game content not loaded: " << why << '\n';
    scene.layout = plain_meadow();
    scene.buildings.clear();
  };
  if (!content.catalogue) {
    fail(content.error);
    return scene;
  }
  try {
    const Catalogue& catalogue = *content.catalogue;
    scene.piece_count = static_cast<int>(catalogue.pieces().size());
    if (const Ruleset* eternity = catalogue.find_ruleset("eternity"))
      scene.eternity_deck_size = static_cast<int>(eternity->deck.size());
    const BoardDef* board = catalogue.find_board("eternity");
    if (board == nullptr)
      throw base::Error("no board \"eternity\" in " + base::utf8_string(content.dir));
    scene.layout = board->layout;
    add_buildings(scene, catalogue, scene_file);
  } catch (const std::exception& e) {
    fail(e.what());
  }
  return scene;
}

}  // namespace mycity::session
