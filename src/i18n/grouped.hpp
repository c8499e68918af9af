// Counts as the player's language writes them.
#pragma once

#include <cstddef>
#include <string>

namespace i18n {

// `count` with the language's thousands separator: "10,000" in English, "10 000" in Russian.
std::string grouped(std::size_t count);

}  // namespace i18n
