#include "i18n/grouped.hpp"

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

}  // namespace i18n
