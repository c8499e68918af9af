#include "mycity/house_rules.hpp"

#include "base/error.hpp"

namespace mycity {

std::vector<std::string> house_rule_ids(const HouseRules& rules) {
  std::vector<std::string> ids;
  if (rules.mirror) ids.emplace_back("mirror");
  return ids;
}

bool enable_house_rule(HouseRules& rules, std::string_view id) {
  if (id == "mirror") {
    rules.mirror = true;
    return true;
  }
  return false;
}

const std::vector<std::string>& all_house_rule_ids() {
  static const std::vector<std::string> ids{"mirror"};
  return ids;
}

HouseRules house_rules_from_ids(const std::vector<std::string>& ids) {
  HouseRules rules;
  for (const std::string& id : ids) {
    if (!enable_house_rule(rules, id)) throw base::Error("unknown house rule \"" + id + "\"");
  }
  return rules;
}

}  // namespace mycity
