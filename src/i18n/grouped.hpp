// Counts as the player's language writes them.
#pragma once

#include <cstddef>
#include <string>

namespace i18n {

// `count` with the language's thousands separator: "10,000" in English, "10 000" in Russian.
std::string grouped(std::size_t count);

// `value` rounded to `digits` decimals with the language's decimal sign: "1.4" in English,
// "1,4" in Russian; a minus sign (U+2212) before a negative, none before a rounded 0.
std::string decimal(double value, int digits = 1);

}  // namespace i18n
