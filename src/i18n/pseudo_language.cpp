#include "i18n/pseudo_language.hpp"

#include <cstddef>

namespace i18n {
namespace {

// UTF-8 accented twins of the ASCII letters that have one in Latin-1 / Latin Extended-A.
const char* accented(char c) {
  switch (c) {
    case 'a':
      return "á";
    case 'e':
      return "é";
    case 'i':
      return "í";
    case 'o':
      return "ő";
    case 'u':
      return "ű";
    case 'n':
      return "ñ";
    case 'c':
      return "ç";
    case 's':
      return "š";
    case 'z':
      return "ž";
    case 'A':
      return "Á";
    case 'E':
      return "É";
    case 'I':
      return "Í";
    case 'O':
      return "Ő";
    case 'U':
      return "Ű";
    case 'N':
      return "Ñ";
    case 'C':
      return "Ç";
    case 'S':
      return "Š";
    default:
      return nullptr;
  }
}

}  // namespace

std::string pseudo_translation(const std::string& english) {
  const std::size_t id = english.find("##");
  const std::string text = english.substr(0, id);
  const std::string suffix = id == std::string::npos ? "" : english.substr(id);
  std::string out;
  std::size_t letters = 0;
  bool in_placeholder = false;
  for (const char c : text) {
    if (c == '{') in_placeholder = true;
    const char* twin = in_placeholder ? nullptr : accented(c);
    out += twin != nullptr ? std::string(twin) : std::string(1, c);
    if (c == '}') in_placeholder = false;
    if (static_cast<unsigned char>(c) < 0x80 && c != ' ') ++letters;
  }
  static const char* const kPadding[] = {"à", "ë", "ï", "õ", "ü"};
  const std::size_t padding = (letters * 2 + 4) / 5;
  if (padding > 0) out += ' ';
  for (std::size_t k = 0; k < padding; ++k) out += kPadding[k % 5];
  return out + suffix;
}

}  // namespace i18n
