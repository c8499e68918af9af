#include "mycity/session/term_words.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "base/json_reader.hpp"
#include "base/utf8_path.hpp"
#include "i18n/translate.hpp"

namespace mycity::session {
namespace {

using base::JsonPlace;
using nlohmann::json;

// A non-empty string member.
std::string words_member(const json& object, std::string_view key, const JsonPlace& place) {
  std::string text = base::string_member(object, key, place);
  if (text.empty()) (place / key).fail("is empty");
  return text;
}

}  // namespace

// The words are content (assets/terms.json): translated here, where every screen reads them.
std::string TermWords::term_label(std::string_view term_id) const {
  const auto term = terms_.find(term_id);
  return term != terms_.end() ? i18n::tr(term->second.label) : std::string(term_id);
}

std::string TermWords::term_hint(std::string_view term_id) const {
  const auto term = terms_.find(term_id);
  return term != terms_.end() ? i18n::tr(term->second.hint) : std::string();
}

std::string TermWords::sticker_label(std::string_view sticker_id) const {
  if (const auto known = sticker_labels_.find(sticker_id); known != sticker_labels_.end())
    return i18n::tr(known->second);
  std::string label(sticker_id);
  std::replace(label.begin(), label.end(), '_', ' ');
  return label;
}

TermWords load_term_words(const std::filesystem::path& file) {
  const JsonPlace root(base::utf8_string(file));
  const json doc = base::read_json_file(base::utf8_string(file));
  base::expect_object(doc, root);
  std::map<std::string, TermWords::Term, std::less<>> terms;
  const json& term_list = base::expect_object(base::member(doc, "terms", root), root / "terms");
  for (const auto& term : term_list.items()) {
    const JsonPlace place = root / "terms" / term.key();
    base::expect_object(term.value(), place);
    terms[term.key()] = {words_member(term.value(), "label", place),
                         words_member(term.value(), "hint", place)};
  }
  std::map<std::string, std::string, std::less<>> stickers;
  const json& sticker_list =
      base::expect_object(base::member(doc, "stickers", root), root / "stickers");
  for (const auto& sticker : sticker_list.items()) {
    const JsonPlace place = root / "stickers" / sticker.key();
    base::expect_object(sticker.value(), place);
    stickers[sticker.key()] = words_member(sticker.value(), "label", place);
  }
  return TermWords(std::move(terms), std::move(stickers));
}

}  // namespace mycity::session
