// Where the game's data (campaigns/, assets/) is, found from the running executable, so an
// installed tree works wherever it is unpacked and no build path is compiled in.
#pragma once

#include <filesystem>
#include <optional>

namespace paths {

// The data folder of an executable in `exe_dir`: `exe_dir`/MYCITY_DATA_FROM_BIN when installed
// (bin/../share/mycity), else `exe_dir`/share/mycity (the build tree links its source's folders
// there). Nullopt when neither holds a campaigns/ folder.
std::optional<std::filesystem::path> find_data_root(const std::filesystem::path& exe_dir);

// find_data_root of the running executable (/proc/self/exe). Throws std::runtime_error naming
// the folders looked in.
std::filesystem::path data_root();

// The compiled catalogs (<code>/LC_MESSAGES/mycity.mo): $MYCITY_LOCALE, else share/locale beside
// the data folder (installed, and in the build tree where po/ compiles them). Throws as data_root.
std::filesystem::path locale_dir();

}  // namespace paths
