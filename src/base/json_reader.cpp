#include "base/json_reader.hpp"

#include <algorithm>
#include <cmath>
#include <set>

#include <nlohmann/json.hpp>

#include "base/atomic_file.hpp"
#include "base/utf8_path.hpp"

namespace base {

std::string_view type_name(const json& value) {
  switch (value.type()) {
    case json::value_t::null:
      return "null";
    case json::value_t::object:
      return "an object";
    case json::value_t::array:
      return "an array";
    case json::value_t::string:
      return "a string";
    case json::value_t::boolean:
      return "a boolean";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
      return "an integer";
    case json::value_t::number_float: {
      // The parser turns a whole number outside the 64-bit range into a double; just below
      // -2^63 rounds to -2^63, which as an integer would have been parsed as one.
      const double v = value.get<double>();
      if (v >= 0x1p64 || v <= -0x1p63) return "a number too large for 64 bits";
      if (v == std::trunc(v)) return "a number written with a decimal point or an exponent";
      return "a number with a fraction";
    }
    default:
      return "an unsupported value";
  }
}

const json& expect_object(const json& value, const JsonPlace& place) {
  if (!value.is_object()) place.fail("expected an object, found " + std::string(type_name(value)));
  return value;
}

void expect_known_members(const json& object, std::span<const std::string_view> known,
                          const JsonPlace& place) {
  for (const auto& [key, value] : expect_object(object, place).items()) {
    if (std::find(known.begin(), known.end(), key) == known.end())
      (place / excerpt(key)).fail("unknown member");
  }
}

const json* optional_member(const json& object, std::string_view key, const JsonPlace& place) {
  expect_object(object, place);
  const auto it = object.find(key);
  return it == object.end() ? nullptr : &*it;
}

const json& member(const json& object, std::string_view key, const JsonPlace& place) {
  const json* value = optional_member(object, key, place);
  if (value == nullptr) place.fail("missing member \"" + std::string(key) + "\"");
  return *value;
}

const json& expect_array(const json& value, const JsonPlace& place, std::size_t max_size) {
  if (!value.is_array()) place.fail("expected an array, found " + std::string(type_name(value)));
  if (value.size() > max_size) {
    place.fail("array has " + std::to_string(value.size()) + " entries, at most " +
               std::to_string(max_size) + " allowed");
  }
  return value;
}

std::string expect_string(const json& value, const JsonPlace& place) {
  if (!value.is_string()) place.fail("expected a string, found " + std::string(type_name(value)));
  return value.get<std::string>();
}

std::string expect_name(const json& value, const JsonPlace& place, std::size_t max_bytes) {
  std::string text = expect_string(value, place);
  if (text.size() > max_bytes) {
    place.fail("at most " + std::to_string(max_bytes) + " bytes, found " +
               std::to_string(text.size()));
  }
  const auto control = std::find_if(text.begin(), text.end(), [](char c) {
    return static_cast<unsigned char>(c) < 0x20 || c == 0x7F;
  });
  if (control != text.end()) {
    place.fail("a control character in \"" + excerpt(text) + "\" (byte " +
               std::to_string(control - text.begin() + 1) + ")");
  }
  return text;
}

bool expect_bool(const json& value, const JsonPlace& place) {
  if (!value.is_boolean())
    place.fail("expected true or false, found " + std::string(type_name(value)));
  return value.get<bool>();
}

int expect_int(const json& value, const JsonPlace& place, int min, int max) {
  if (!value.is_number_integer()) {
    place.fail("expected an integer, found " + std::string(type_name(value)));
  }
  // Compare as the widest types so that huge values cannot wrap. nlohmann stores
  // non-negative integers as unsigned.
  bool in_range = false;
  if (value.is_number_unsigned()) {
    const auto v = value.get<std::uint64_t>();
    in_range = max >= 0 && v <= static_cast<std::uint64_t>(max) &&
               (min <= 0 || v >= static_cast<std::uint64_t>(min));
  } else {
    const auto v = value.get<std::int64_t>();
    in_range = v >= min && v <= max;
  }
  if (!in_range) {
    place.fail("expected an integer from " + std::to_string(min) + " to " + std::to_string(max) +
               ", found " + value.dump());
  }
  return static_cast<int>(value.get<std::int64_t>());
}

std::vector<std::string> string_array(const json& value, const JsonPlace& place,
                                      std::size_t max_size, EmptyStrings empty_strings,
                                      std::size_t min_size) {
  const json& array = expect_array(value, place, max_size);
  if (array.size() < min_size) {
    place.fail(min_size == 1 ? "expected at least one entry"
                             : "expected at least " + std::to_string(min_size) + " entries");
  }
  std::vector<std::string> result;
  for (std::size_t i = 0; i < array.size(); ++i) {
    result.push_back(expect_string(array[i], place / i));
    if (empty_strings == EmptyStrings::Rejected && result.back().empty())
      (place / i).fail("expected a non-empty string");
  }
  return result;
}

void expect_format(const json& doc, std::string_view format, const JsonPlace& root) {
  if (optional_member(doc, "format", root) == nullptr)
    root.fail("missing member \"format\": not a \"" + std::string(format) + "\" file");
  const std::string found = string_member(doc, "format", root);
  if (found != format) {
    (root / "format")
        .fail("expected \"" + std::string(format) + "\", found \"" + excerpt(found) + "\"");
  }
}

void expect_format(const json& doc, std::string_view format, int version, const JsonPlace& root) {
  expect_format(doc, format, root);
  const int found = int_member(doc, "version", root, std::numeric_limits<int>::min(),
                               std::numeric_limits<int>::max());
  if (found != version) {
    (root / "version")
        .fail("expected version " + std::to_string(version) + ", found " + std::to_string(found));
  }
}

namespace {

// "line 3, column 7" of the byte at `offset` in `text`, counted from 1 as nlohmann does.
std::string line_and_column(const std::string& text, std::size_t offset) {
  offset = std::min(offset, text.size());
  const auto at = text.begin() + static_cast<std::ptrdiff_t>(offset);
  const auto line = 1 + std::count(text.begin(), at, '\n');
  const std::size_t last_break = offset == 0 ? std::string::npos : text.rfind('\n', offset - 1);
  const std::size_t column = last_break == std::string::npos ? offset + 1 : offset - last_break;
  return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

// Builds the document from the parser's events (with nlohmann's own DOM builder), checking
// the limits and refusing a member given twice, which nlohmann would resolve silently; each
// refusal names the JSON path. Not json::parse's callback: it rescans the parent array after
// every object, so 8 MiB of [{},{},...] took minutes.
class GuardedDocument {
 public:
  GuardedDocument(json& result, const std::string& text, const std::string& source,
                  const JsonLimits& limits)
      : dom_(result), text_(text), source_(source), limits_(limits) {}

  bool null() { return count_value() && dom_.null(); }
  bool boolean(bool value) { return count_value() && dom_.boolean(value); }
  bool number_integer(json::number_integer_t value) {
    return count_value() && dom_.number_integer(value);
  }
  bool number_unsigned(json::number_unsigned_t value) {
    return count_value() && dom_.number_unsigned(value);
  }
  bool number_float(json::number_float_t value, const json::string_t& text) {
    return count_value() && dom_.number_float(value, text);
  }
  bool string(json::string_t& value) { return count_value() && dom_.string(value); }
  bool binary(json::binary_t& value) { return count_value() && dom_.binary(value); }
  bool start_object(std::size_t size) { return open(true) && dom_.start_object(size); }
  bool start_array(std::size_t size) { return open(false) && dom_.start_array(size); }
  bool end_object() {
    frames_.pop_back();
    return dom_.end_object();
  }
  bool end_array() {
    frames_.pop_back();
    return dom_.end_array();
  }
  bool key(json::string_t& key) {
    Frame& object = frames_.back();
    object.key = key;
    if (!object.keys.insert(key).second) fail("duplicate member \"" + excerpt(key) + "\"");
    return dom_.key(key);
  }
  // Syntax errors, and numbers too large for a double (out_of_range 406), in our words:
  // nlohmann's what() starts with its exception's name and quotes the whole last token.
  bool parse_error(std::size_t position, const std::string& last_token, const json::exception& e) {
    if (e.id == 406) {
      count_value();  // the path then ends at this value, also in an array
      fail("the number " + excerpt(last_token) + " is too large (" +
           line_and_column(text_, position - last_token.size()) + ")");
    }
    constexpr std::string_view kLead = "parse error at ";
    std::string problem = e.what();
    const std::size_t at = problem.find(kLead);
    if (at != std::string::npos) problem.erase(0, at + kLead.size());
    problem.erase(std::min(problem.find("; last read"), problem.size()));
    throw ContentError(
        source_, "", "not valid JSON at " + problem + "; last read: '" + excerpt(last_token) + "'");
  }

 private:
  struct Frame {
    bool is_object;
    std::set<std::string> keys;
    std::string key;
    std::size_t entries;
  };

  bool count_value() {
    if (!frames_.empty() && !frames_.back().is_object) ++frames_.back().entries;
    if (++values_ > limits_.max_values) {
      fail("more than " + std::to_string(limits_.max_values) +
           " values (arrays, objects, strings, numbers, booleans and nulls)");
    }
    return true;
  }

  bool open(bool is_object) {
    count_value();
    if (frames_.size() >= static_cast<std::size_t>(limits_.max_depth)) {
      fail("arrays and objects nested deeper than " + std::to_string(limits_.max_depth) +
           " levels");
    }
    frames_.push_back(Frame{is_object, {}, {}, 0});
    return true;
  }

  [[noreturn]] void fail(const std::string& problem) const {
    std::string path;
    for (const Frame& frame : frames_)
      path += "/" + (frame.is_object ? excerpt(frame.key) : std::to_string(frame.entries - 1));
    throw ContentError(source_, path, problem);
  }

  nlohmann::detail::json_sax_dom_parser<json> dom_;
  const std::string& text_;
  const std::string& source_;
  const JsonLimits& limits_;
  std::vector<Frame> frames_;
  std::size_t values_ = 0;
};

}  // namespace

json parse_json_text(const std::string& text, const std::string& source, const JsonLimits& limits) {
  if (text.size() > limits.max_bytes) {
    throw ContentError(source, "",
                       "at most " + std::to_string(limits.max_bytes) + " bytes allowed, found " +
                           std::to_string(text.size()));
  }
  // nlohmann's lexer takes a NUL byte for the end of the text and would ignore what follows.
  if (const std::size_t nul = text.find('\0'); nul != std::string::npos) {
    throw ContentError(source, "",
                       "not valid JSON at " + line_and_column(text, nul) + ": a NUL byte");
  }
  json result;
  GuardedDocument guard(result, text, source, limits);
  json::sax_parse(text, &guard);
  return result;
}

std::string read_text_file(const std::string& path, std::size_t max_bytes) {
  try {
    return read_small_file(utf8_path(path), max_bytes);
  } catch (const Error& e) {
    // read_small_file names the path first (escaped, as every message); keep its problem,
    // in ContentError's shape.
    const std::string message = e.what();
    const std::size_t prefix = printable(path).size() + 2;
    throw ContentError(path, "", message.substr(std::min(message.size(), prefix)));
  }
}

json read_json_file(const std::string& path, const JsonLimits& limits) {
  return parse_json_text(read_text_file(path, limits.max_bytes), path, limits);
}

}  // namespace base
