#include "i18n/grouped.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "i18n/translate.hpp"

namespace i18n {

std::string grouped(std::size_t count) {
  // TRANSLATORS: between the thousands of a number ("10,000"); a no-break space where the
  // language writes "10 000".
  const std::string separator = trc("thousands separator", ",");
  const std::string digits = std::to_string(count);
  std::string text;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) text += separator;
    text += digits[i];
  }
  return text;
}

std::string decimal(double value, int digits) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", digits, std::abs(value));
  std::string shown = text;
  // TRANSLATORS: between the whole and the decimals of a number ("1.4"); "," where the
  // language writes "1,4".
  const std::string sign = trc("decimal separator", ".");
  if (const auto dot = shown.find('.'); dot != std::string::npos) shown.replace(dot, 1, sign);
  const bool negative = value < 0 && std::strtod(text, nullptr) != 0.0;
  return negative ? "\xE2\x88\x92" + shown : shown;
}

}  // namespace i18n
