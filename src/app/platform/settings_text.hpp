// The settings file's text: parsed and written without SDL, so the fuzz target
// (tests/fuzz/fuzz_settings.cpp) runs the app's own parser.
#pragma once

#include <string>

#include "platform/settings.hpp"

namespace app {

// The settings in `text` (the file `name`), each bad field replaced by its default with a
// problem naming it. Never throws.
LoadedSettings parse_settings(const std::string& text, const std::string& name);

// The JSON document save_settings() writes.
std::string settings_text(const Settings& settings);

}  // namespace app
