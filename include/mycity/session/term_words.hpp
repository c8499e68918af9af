// The words the screens show for scoring terms and stickers (assets/terms.json): a term's
// label ("Empty meadow") and one-line hint, a sticker's label ("clearing").
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <string_view>

namespace mycity::session {

class TermWords {
 public:
  struct Term {
    std::string label;
    std::string hint;
  };

  TermWords(std::map<std::string, Term, std::less<>> terms,
            std::map<std::string, std::string, std::less<>> sticker_labels)
      : terms_(std::move(terms)), sticker_labels_(std::move(sticker_labels)) {}

  bool has_term(std::string_view term_id) const { return terms_.contains(term_id); }
  bool has_sticker(std::string_view sticker_id) const {
    return sticker_labels_.contains(sticker_id);
  }
  // An unknown term is shown by its id, an unknown sticker by its id with spaces.
  // In the player's language (i18n::tr of the English words of the file).
  std::string term_label(std::string_view term_id) const;
  std::string term_hint(std::string_view term_id) const;  // "" for an unknown term
  // Not term_label: "star" is both a sticker ("star") and the term that scores it ("Stars").
  std::string sticker_label(std::string_view sticker_id) const;

 private:
  std::map<std::string, Term, std::less<>> terms_;
  std::map<std::string, std::string, std::less<>> sticker_labels_;
};

// Throws ContentError naming the file, the JSON path and the problem.
TermWords load_term_words(const std::filesystem::path& file);

}  // namespace mycity::session
