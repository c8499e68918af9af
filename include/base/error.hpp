// Both games' engines report bad input (data files, records, saves) by throwing one of
// these; every front end catches them at its boundary and shows what() to the user.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

namespace base {

// `text` with every byte that is not part of a well-formed UTF-8 sequence, and every control
// character, written as \xNN: a message quoting a file's bytes or name is valid UTF-8, is
// not cut short at a NUL and cannot send escape sequences to a terminal.
inline std::string printable(std::string_view text) {
  std::string out;
  std::size_t i = 0;
  while (i < text.size()) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
    const unsigned char lead = byte(0);
    // Length, and the range of the second byte (which excludes overlong forms, surrogates
    // and code points above U+10FFFF), per Unicode table 3-7.
    std::size_t length = 1;
    unsigned char low = 0x80, high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) length = 2;
    if (lead >= 0xE0 && lead <= 0xEF) length = 3;
    if (lead >= 0xF0 && lead <= 0xF4) length = 4;
    if (lead == 0xE0) low = 0xA0;
    if (lead == 0xED) high = 0x9F;
    if (lead == 0xF0) low = 0x90;
    if (lead == 0xF4) high = 0x8F;
    bool valid = lead < 0x80 || (length > 1 && i + length <= text.size());
    for (std::size_t k = 1; valid && k < length; ++k) {
      valid = k == 1 ? byte(k) >= low && byte(k) <= high : byte(k) >= 0x80 && byte(k) <= 0xBF;
    }
    if (lead < 0x20 || lead == 0x7F) valid = false;
    if (valid) {
      out.append(text.substr(i, length));
      i += length;
    } else {
      static constexpr char kHex[] = "0123456789ABCDEF";
      out += {'\\', 'x', kHex[lead >> 4], kHex[lead & 0xF]};
      ++i;
    }
  }
  return out;
}

class Error : public std::runtime_error {
 public:
  explicit Error(const std::string& message) : std::runtime_error(printable(message)) {}
};

// A malformed content file: names the file, the JSON path inside it and the problem.
class ContentError : public Error {
 public:
  ContentError(const std::string& file, const std::string& json_path, const std::string& problem)
      : Error(file + (json_path.empty() ? "" : ": at " + json_path) + ": " + problem) {}
};

// A malformed or illegal game record.
class RecordError : public Error {
 public:
  using Error::Error;
};

}  // namespace base
