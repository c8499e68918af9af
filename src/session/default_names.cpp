#include "mycity/session/default_names.hpp"

#include <charconv>
#include <optional>
#include <string_view>

#include "i18n/translate.hpp"

namespace mycity::session {
namespace {

using i18n::marked;

constexpr const char* kPlayer = marked("Player {1}");
constexpr const char* kCity = marked("City {1}");
constexpr Strength kStrengths[] = {Strength::Easy, Strength::Medium, Strength::Hard};

const char* computer_msgid(Strength strength) {
  switch (strength) {
    case Strength::Easy:
      return marked("Computer (easy)");
    case Strength::Medium:
      return marked("Computer (medium)");
    case Strength::Hard:
      return marked("Computer (hard)");
  }
  return marked("Computer (medium)");
}

std::string numbered(const char* pattern, std::size_t index) {
  return i18n::format(pattern, index + 1);
}

// N of "<prefix>N" for a pattern "<prefix>{1}", N from 1 without leading zeros.
std::optional<std::size_t> number_in(std::string_view name, std::string_view pattern) {
  const std::string_view prefix = pattern.substr(0, pattern.find("{1}"));
  if (!name.starts_with(prefix)) return std::nullopt;
  const std::string_view digits = name.substr(prefix.size());
  std::size_t n = 0;
  const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
  if (error != std::errc() || end != digits.data() + digits.size() || n == 0 ||
      digits.front() == '0')
    return std::nullopt;
  return n;
}

// The shown form of a stored default name; nothing for any other name.
std::optional<std::string> translated_default(const std::string& name) {
  for (const char* pattern : {kPlayer, kCity})
    if (const auto n = number_in(name, pattern)) return i18n::format(i18n::tr(pattern), *n);
  if (is_default_computer_name(name)) return i18n::tr(name.c_str());
  return std::nullopt;
}

}  // namespace

std::string default_player_name(std::size_t index) {
  return numbered(kPlayer, index);
}
std::string default_city_name(std::size_t index) {
  return numbered(kCity, index);
}
std::string default_computer_name(Strength strength) {
  return computer_msgid(strength);
}

bool is_default_name(const std::string& name) {
  return translated_default(name).has_value();
}

bool is_default_computer_name(const std::string& name) {
  for (const Strength strength : kStrengths)
    if (name == computer_msgid(strength)) return true;
  return false;
}

std::string shown_name(const std::string& name) {
  return translated_default(name).value_or(name);
}

}  // namespace mycity::session
