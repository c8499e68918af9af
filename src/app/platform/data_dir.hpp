// Where the app reads the game content (campaigns/), its presentation (assets/) and its fonts
// from.
#pragma once

#include <filesystem>

namespace app {

// $MYCITY_DATA, else campaigns/ beside the executable (paths::data_root, as mycity-cli).
// Throws std::runtime_error when there is none.
std::filesystem::path default_data_dir();

// $MYCITY_ASSETS, else assets/ beside the executable. Throws as default_data_dir.
std::filesystem::path default_assets_dir();

// $MYCITY_FONTS, else fonts/ beside the executable (DejaVu Sans). Throws as default_data_dir.
std::filesystem::path default_fonts_dir();

}  // namespace app
