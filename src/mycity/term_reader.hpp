// Reading a list of scoring terms from a ruleset or a campaign episode. Internal to the
// engine.
#pragma once

#include <vector>

#include "base/json_reader.hpp"
#include "mycity/content.hpp"

namespace mycity::detail {

using nlohmann::json;

enum class TermKind { Race, EndTerm };

// An array of term ids or {"term": id, ...parameters} objects. Each term is built as it
// is read, so an unknown id or a wrong parameter fails at its own JSON path.
std::vector<TermSpec> load_terms(const json& value, const base::JsonPlace& place, TermKind kind);

}  // namespace mycity::detail
