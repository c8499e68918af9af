// The picture behind the menus: the Eternity board from the engine's content with a small
// demonstration city read from assets/menu-scene.json. Falls back to a plain meadow when
// the content cannot be loaded, so the menus always work.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "mycity/content.hpp"
#include "mycity/session/loaded_content.hpp"
#include "mycity/session/placed_building.hpp"

namespace mycity::session {

struct MenuScene {
  BoardLayout layout;
  std::vector<PlacedBuilding> buildings;
  int piece_count = 0;  // pieces in the loaded content (0 if it failed)
  int eternity_deck_size = 0;
  std::string content_error;  // why the engine content could not be loaded, if so
};

// Never throws; problems go to stderr and into content_error.
MenuScene load_menu_scene(const LoadedContent& content, const std::filesystem::path& scene_file);

}  // namespace mycity::session
