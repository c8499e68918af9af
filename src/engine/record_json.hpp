// One action of a game record as JSON (formats.md): "pass", "drop", {"build": {...}} or
// null. Shared by game records and campaign saves. Internal to the engine.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "json_reader.hpp"
#include "mycity/content.hpp"
#include "mycity/game.hpp"

namespace mycity::detail {

// Checks the structure and the values (known building, rot 0-3, x/y -100..100); throws
// ContentError naming the place. Null gives no action.
std::optional<Action> parse_action(const json& value, const Catalogue& catalogue,
                                   const JsonPlace& place);
json action_to_json(const std::optional<Action>& action, const Catalogue& catalogue);

// A name or key from a file as quoted in a message: at most 40 bytes (cut on a UTF-8
// character boundary, then "..."), so a huge bad value cannot make a huge message.
inline std::string excerpt(std::string_view text) {
  constexpr std::size_t kMax = 40;
  if (text.size() <= kMax) return std::string(text);
  std::size_t cut = kMax - 3;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return std::string(text.substr(0, cut)) + "...";
}

}  // namespace mycity::detail
