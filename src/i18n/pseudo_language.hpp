// The pseudo-language of the text-fit tests: each text accented and 40 % longer.
#pragma once

#include <string>

namespace i18n {

// Keeps "{1}"-style placeholders and "##" ImGui ids as they are.
std::string pseudo_translation(const std::string& english);

}  // namespace i18n
