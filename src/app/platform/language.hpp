// The language of the texts: chosen at start-up and again whenever the Settings change it.
#pragma once

#include <string>

namespace app {

// Shows the texts in `code` (a code of i18n::languages() or "pseudo"; "" follows the
// environment) from the catalogs of paths::locale_dir(). English when they cannot be found.
void use_language(const std::string& code);

}  // namespace app
