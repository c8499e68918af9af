// House rules: optional rules a group may switch on for one game or campaign, recorded with
// it (rules.md R1: mirroring buildings). All are off by default, as printed.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mycity {

struct HouseRules {
  bool mirror = false;  // R1: buildings may also be turned over (mirrored)
  friend bool operator==(const HouseRules&, const HouseRules&) = default;
};

// The ids records and saves use ("mirror"), in a fixed order.
std::vector<std::string> house_rule_ids(const HouseRules& rules);
// Switches on the house rule `id`; false when no house rule has that id.
bool enable_house_rule(HouseRules& rules, std::string_view id);
// Every house rule id there is.
const std::vector<std::string>& all_house_rule_ids();
// Switches on every id of `ids`; throws Error naming the first unknown one.
HouseRules house_rules_from_ids(const std::vector<std::string>& ids);

}  // namespace mycity
