// Checked access to JSON documents: every failure names the file and the JSON path
// (JSON Pointer syntax) of the offending value. Both games' engines and the session read
// their JSON files through it.
#pragma once

#include <cstddef>
#include <limits>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "base/error.hpp"

namespace base {

using nlohmann::json;

// A position in a JSON document: the file's name and the path to a value.
class JsonPlace {
 public:
  JsonPlace(std::string file, std::string path = "")
      : file_(std::move(file)), path_(std::move(path)) {}

  JsonPlace operator/(std::string_view key) const {
    return {file_, path_ + "/" + std::string(key)};
  }
  JsonPlace operator/(std::size_t index) const {
    return {file_, path_ + "/" + std::to_string(index)};
  }

  [[noreturn]] void fail(const std::string& problem) const {
    throw ContentError(file_, path_, problem);
  }

  const std::string& file() const { return file_; }
  const std::string& path() const { return path_; }

 private:
  std::string file_;
  std::string path_;
};

std::string_view type_name(const json& value);

// The member `key` of `object` (which must be an object).
const json& member(const json& object, std::string_view key, const JsonPlace& place);
const json* optional_member(const json& object, std::string_view key, const JsonPlace& place);

const json& expect_object(const json& value, const JsonPlace& place);
// Fails at the first member of `object` not in `known` ("unknown member"): records and
// saves refuse them, so a misspelt member is never silently ignored.
void expect_known_members(const json& object, std::span<const std::string_view> known,
                          const JsonPlace& place);
const json& expect_array(const json& value, const JsonPlace& place, std::size_t max_size = 100000);
std::string expect_string(const json& value, const JsonPlace& place);
bool expect_bool(const json& value, const JsonPlace& place);
int expect_int(const json& value, const JsonPlace& place, int min = std::numeric_limits<int>::min(),
               int max = std::numeric_limits<int>::max());

// A name (a player's, an animal's, a city's): a string of at most `max_bytes` without
// control characters, which would garble every line that shows it.
std::string expect_name(const json& value, const JsonPlace& place, std::size_t max_bytes);

inline std::string string_member(const json& object, std::string_view key, const JsonPlace& place) {
  return expect_string(member(object, key, place), place / key);
}
inline int int_member(const json& object, std::string_view key, const JsonPlace& place, int min,
                      int max) {
  return expect_int(member(object, key, place), place / key, min, max);
}

// Whether a string array may hold "" (e.g. a row of a grid checked later) or not (an id,
// a line of text).
enum class EmptyStrings { Allowed, Rejected };

// The strings of an array of min_size to max_size entries.
std::vector<std::string> string_array(const json& value, const JsonPlace& place,
                                      std::size_t max_size, EmptyStrings empty_strings,
                                      std::size_t min_size = 0);

// Checks that the document's "format" member names the kind of file expected.
void expect_format(const json& doc, std::string_view format, const JsonPlace& root);
// The same, and that its "version" member is `version`, the one version read.
void expect_format(const json& doc, std::string_view format, int version, const JsonPlace& root);

// A name or key from a file as quoted in a message: at most 40 bytes (cut on a UTF-8
// character boundary, then "..."), so a huge bad value cannot make a huge message.
inline std::string excerpt(std::string_view text) {
  constexpr std::size_t kMax = 40;
  if (text.size() <= kMax) return std::string(text);
  std::size_t cut = kMax - 3;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return std::string(text.substr(0, cut)) + "...";
}

// Bounds on a JSON document, enforced while it is parsed: hostile text can neither make
// the parser build a huge tree nor a deep one that copying or printing would recurse
// through (docs/save-format.md, "Limits"). The defaults are those of content files.
struct JsonLimits {
  std::size_t max_bytes = 4u << 20;
  int max_depth = 32;                // nesting of arrays and objects
  std::size_t max_values = 1000000;  // arrays, objects, strings, numbers, booleans, nulls
};

// Reads a file no larger than max_bytes; ContentError naming the path.
std::string read_text_file(const std::string& path, std::size_t max_bytes);
// Reads and parses a JSON file within `limits`.
json read_json_file(const std::string& path, const JsonLimits& limits = {});
// Parses `text` (the file `source`) within `limits`; ContentError naming the JSON path where
// a limit is exceeded or a member is given twice.
json parse_json_text(const std::string& text, const std::string& source,
                     const JsonLimits& limits = {});

}  // namespace base
