// Where the app reads the game content (campaigns/) from.
#pragma once

#include <filesystem>

namespace mycity::app {

// $MYCITY_DATA, else the source tree's campaigns/ (as mycity-cli).
std::filesystem::path default_data_dir();

}  // namespace mycity::app
