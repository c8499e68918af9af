#include "platform/language.hpp"

#include <exception>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include <SDL.h>

#include "base/utf8_path.hpp"
#include "data_root.hpp"
#include "i18n/translate.hpp"

namespace app {

namespace {

// Windows keeps the player's languages in its settings, in their order (SDL reads them);
// Linux in LANGUAGE, LC_ALL, LC_MESSAGES and LANG.
std::string system_language() {
#ifdef _WIN32
  std::vector<std::string> wanted;
  if (SDL_Locale* locales = SDL_GetPreferredLocales()) {
    for (const SDL_Locale* l = locales; l->language != nullptr; ++l)
      wanted.push_back(l->country ? std::string(l->language) + "_" + l->country : l->language);
    SDL_free(locales);
  }
  if (std::string code = i18n::first_offered(wanted); !code.empty()) return code;
#endif
  return i18n::language_from_environment();
}

}  // namespace

void use_language(const std::string& code) {
  const std::string wanted = code.empty() ? system_language() : code;
  std::filesystem::path dir;
  try {
    dir = paths::locale_dir();
  } catch (const std::exception& e) {
    std::cerr << "mycity: texts in English: no translations found (" << e.what() << ")\n";
  }
  if (!i18n::set_language(wanted, dir))
    std::cerr << "mycity: no catalog for language \"" << wanted << "\" in "
              << base::utf8_string(dir) << "; texts in English\n";
}

}  // namespace app
