#include "table/default_names.hpp"

#include <algorithm>
#include <charconv>
#include <optional>

#include "i18n/translate.hpp"

namespace table {
namespace {

using i18n::marked;

constexpr const char* kPlayer = marked("Player {1}");
constexpr const char* kCity = marked("City {1}");
constexpr std::string_view kStrengths[] = {"easy", "medium", "hard"};
constexpr const char* kComputers[] = {marked("Computer (easy)"), marked("Computer (medium)"),
                                      marked("Computer (hard)")};

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

bool one_of(const std::string& name, ComputerNames names) {
  return std::any_of(names.begin(), names.end(), [&](const char* n) { return name == n; });
}

// The shown form of a stored default name; nothing for any other name.
std::optional<std::string> translated_default(const std::string& name, ComputerNames own) {
  for (const char* pattern : {kPlayer, kCity})
    if (const auto n = number_in(name, pattern)) return i18n::format(i18n::tr(pattern), *n);
  if (is_default_computer_name(name, own)) return i18n::tr(name);
  return std::nullopt;
}

}  // namespace

std::string default_player_name(std::size_t index) {
  return numbered(kPlayer, index);
}
std::string default_city_name(std::size_t index) {
  return numbered(kCity, index);
}
std::string default_computer_name(std::string_view strength) {
  const auto* found = std::find(std::begin(kStrengths), std::end(kStrengths), strength);
  if (found == std::end(kStrengths)) return "";
  return kComputers[found - std::begin(kStrengths)];
}

bool is_default_name(const std::string& name, ComputerNames own) {
  return translated_default(name, own).has_value();
}

bool is_default_computer_name(const std::string& name, ComputerNames own) {
  return one_of(name, kComputers) || one_of(name, own);
}

std::string typed_or(std::string_view typed, const std::string& fallback) {
  const auto first = typed.find_first_not_of(" \t");
  if (first == std::string_view::npos) return fallback;
  return std::string(typed.substr(first, typed.find_last_not_of(" \t") - first + 1));
}

std::string shown_name(const std::string& name, ComputerNames own) {
  return translated_default(name, own).value_or(name);
}

}  // namespace table
