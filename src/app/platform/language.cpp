#include "platform/language.hpp"

#include <exception>
#include <filesystem>
#include <iostream>

#include "data_root.hpp"
#include "i18n/translate.hpp"

namespace mycity::app {

void use_language(const std::string& code) {
  const std::string wanted = code.empty() ? i18n::language_from_environment() : code;
  std::filesystem::path dir;
  try {
    dir = paths::locale_dir();
  } catch (const std::exception& e) {
    std::cerr << "mycity: texts in English: no translations found (" << e.what() << ")\n";
  }
  if (!i18n::set_language(wanted, dir))
    std::cerr << "mycity: no catalog for language \"" << wanted << "\" in " << dir.string()
              << "; texts in English\n";
}

}  // namespace mycity::app
