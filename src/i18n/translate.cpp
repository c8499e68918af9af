#include "i18n/translate.hpp"

#include "base/utf8_path.hpp"
#include "i18n/pseudo_language.hpp"

#include <boost/locale/gnu_gettext.hpp>
#include <boost/locale/message.hpp>

#include <cstdlib>
#include <locale>
#include <sstream>

namespace i18n {
namespace {

// The one catalog in use. The app shows one language at a time; a change of language
// in Settings replaces it between frames.
struct Catalog {
  std::string code = "en";
  std::locale locale;
  bool translated = false;
};

Catalog& catalog() {
  static Catalog instance;
  return instance;
}

bool offered(const std::string& code) {
  for (const Language& language : languages())
    if (language.code == code) return true;
  return false;
}

// "ru_RU.UTF-8@x" -> "ru_RU" then "ru": the first offered.
std::string offered_match(const std::string& value) {
  const std::string name = value.substr(0, value.find_first_of(".@"));
  if (name == "C" || name == "POSIX") return "en";
  if (offered(name)) return name;
  const std::string language = name.substr(0, name.find('_'));
  return offered(language) ? language : std::string();
}

}  // namespace

const std::vector<Language>& languages() {
  static const std::vector<Language> all{{"en", "English"}, {"ru", "Русский"},  {"hu", "Magyar"},
                                         {"es", "Español"}, {"fr", "Français"}, {"de", "Deutsch"}};
  return all;
}

const std::string& current_language() {
  return catalog().code;
}

bool set_language(const std::string& code, const std::filesystem::path& locale_dir) {
  Catalog next;
  next.code = code;
  if (code == kPseudoLanguage) {
    catalog() = next;
    return true;
  }
  std::error_code ec;
  const std::filesystem::path mo = locale_dir / code / "LC_MESSAGES" / "mycity.mo";
  if (code == "en" || !offered(code) || !std::filesystem::is_regular_file(mo, ec)) {
    catalog() = Catalog{};
    return code == "en";
  }
  boost::locale::gnu_gettext::messages_info info;
  info.language = code;
  info.encoding = "UTF-8";
  info.paths = {base::utf8_string(locale_dir)};  // Boost opens it as UTF-8 on Windows
  info.domains = {boost::locale::gnu_gettext::messages_info::domain("mycity")};
  next.locale = std::locale(std::locale::classic(),
                            boost::locale::gnu_gettext::create_messages_facet<char>(info));
  next.translated = true;
  catalog() = std::move(next);
  return true;
}

std::string tr(const char* msgid) {
  const Catalog& c = catalog();
  if (c.translated) return boost::locale::gettext(msgid, c.locale);
  if (c.code == kPseudoLanguage) return pseudo_translation(msgid);
  return msgid;
}

std::string tr(const std::string& msgid) {
  return tr(msgid.c_str());
}

std::string trn(const char* singular, const char* plural, long n) {
  const Catalog& c = catalog();
  if (c.translated) return boost::locale::ngettext(singular, plural, n, c.locale);
  const char* english = n == 1 ? singular : plural;
  return c.code == kPseudoLanguage ? pseudo_translation(english) : english;
}

std::string trc(const char* context, const char* msgid) {
  const Catalog& c = catalog();
  if (c.translated) return boost::locale::pgettext(context, msgid, c.locale);
  return c.code == kPseudoLanguage ? pseudo_translation(msgid) : msgid;
}

std::string language_from_environment() {
  if (const char* list = std::getenv("LANGUAGE")) {
    std::istringstream parts(list);
    for (std::string part; std::getline(parts, part, ':');)
      if (std::string match = offered_match(part); !match.empty()) return match;
  }
  for (const char* variable : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* value = std::getenv(variable);
    if (value == nullptr || *value == '\0') continue;
    const std::string match = offered_match(value);
    return match.empty() ? "en" : match;
  }
  return "en";
}

std::string first_offered(const std::vector<std::string>& wanted) {
  for (const std::string& code : wanted)
    if (std::string match = offered_match(code); !match.empty()) return match;
  return {};
}

}  // namespace i18n
