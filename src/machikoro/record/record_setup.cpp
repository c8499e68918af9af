// The setup's words and checks shared by reading and replaying a record.
#include "base/json_reader.hpp"
#include "record_detail.hpp"

namespace machikoro::record_detail {

std::vector<std::string> house_rule_ids(const HouseRules& rules) {
  std::vector<std::string> ids;
  if (rules.purple_out) ids.emplace_back("purple_out");
  return ids;
}

bool enable_house_rule(HouseRules& rules, std::string_view id) {
  if (id != "purple_out") return false;
  rules.purple_out = true;
  return true;
}

void check_players(const Setup& setup, const std::string& source) {
  const int n = static_cast<int>(setup.players.size());
  if (n < kMinPlayers || n > kMaxPlayers) {
    fail(source, "/players",
         "a game is for " + std::to_string(kMinPlayers) + " to " + std::to_string(kMaxPlayers) +
             " players, found " + std::to_string(n));
  }
  for (std::size_t i = 0; i < setup.players.size(); ++i) {
    const std::string at = "/players/" + std::to_string(i);
    if (setup.players[i].empty()) fail(source, at, "a player's name cannot be empty");
    for (std::size_t j = 0; j < i; ++j) {
      if (setup.players[j] == setup.players[i])
        fail(source, at,
             "player " + std::to_string(j) + " is named \"" + base::excerpt(setup.players[i]) +
                 "\" already");
    }
  }
  if (setup.first < 0 || setup.first >= n)
    fail(source, "/first",
         "the first seat is one of 0 to " + std::to_string(n - 1) + ", not " +
             std::to_string(setup.first));
}

}  // namespace machikoro::record_detail
