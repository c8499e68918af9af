// The game content the app loads once at start-up and hands to the menu scene and the
// hubs: loading the catalogue is the slowest part of starting, and one copy keeps every
// screen on the same pieces and rulesets.
#pragma once

#include <filesystem>
#include <memory>
#include <string>

#include "mycity/content.hpp"

namespace mycity::session {

struct LoadedContent {
  std::filesystem::path dir;                   // the content folder (campaigns/)
  std::shared_ptr<const Catalogue> catalogue;  // null when it could not be loaded
  std::string error;                           // why it could not be loaded, if so
};

// Never throws: a problem goes into error.
LoadedContent load_content(const std::filesystem::path& dir);

}  // namespace mycity::session
