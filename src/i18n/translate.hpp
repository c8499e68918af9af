// Player-visible text in the player's language: GNU gettext catalogs (po/, compiled by
// msgfmt) read by Boost.Locale, with no system locale needed. xgettext finds the literal
// arguments of tr, trn, trc and marked (scripts/update-pot.sh).
#pragma once

#include <boost/locale/format.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace i18n {

struct Language {
  std::string code;  // "ru": the folder under the locale directory
  std::string name;  // "Русский": written in the language itself
};

// The languages with a catalog in po/, English first.
const std::vector<Language>& languages();

// The code whose texts tr() returns; "en" shows the msgids as they are.
const std::string& current_language();

// Loads <locale_dir>/<code>/LC_MESSAGES/mycity.mo. A code not in languages() (other than
// kPseudoLanguage) or without that file falls back to English and returns false; "en" is true.
bool set_language(const std::string& code, const std::filesystem::path& locale_dir);

// A test language: every text 40 % longer and accented, to find text that does not fit.
inline constexpr const char* kPseudoLanguage = "pseudo";

std::string tr(const char* msgid);
std::string tr(const std::string& msgid);  // content texts (scripts/content-strings)
std::string trn(const char* singular, const char* plural, long n);
std::string trc(const char* context, const char* msgid);

// Marks a literal for the catalog where it is written; it is translated where shown.
constexpr const char* marked(const char* msgid) {
  return msgid;
}

// Fills "{1}", "{2}", … with the arguments in order (Boost.Locale's format), so a
// translation may reorder them. A literal brace is written "{{".
template <class... Args>
std::string format(const std::string& pattern, const Args&... args) {
  boost::locale::format f(pattern);
  ((f % args), ...);
  return f.str(std::locale::classic());
}

// The language the environment asks for: LANGUAGE (a colon list), then the first of
// LC_ALL, LC_MESSAGES, LANG that is set; "en" when none names a language of languages().
std::string language_from_environment();

// The first of `wanted` ("ru", "pt_BR"…, the system's order) that languages() offers, or "".
std::string first_offered(const std::vector<std::string>& wanted);

}  // namespace i18n
