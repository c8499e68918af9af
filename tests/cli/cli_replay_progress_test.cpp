// `mycity-cli replay` of a legacy episode record prints the progress symbols the episode
// gives each player (R22, R42, R43). The expected numbers come from campaign.md's tables
// and the rank and score the replay prints, not from the engine's reward code.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "../mycity/campaign_save_test_support.hpp"
#include "base/utf8_path.hpp"
#include "run_cli.hpp"

using namespace mycity;
using nlohmann::json;

namespace {

// campaign.md: the 1st fills 2 symbols and the 2nd 1 (4 and 2 in the finale, episode 24);
// with two players the 2nd is one of the others (R43). Reaching 50 fills one more (R22).
int table_progress(int episode, int players, int rank, int score) {
  const bool finale = episode == 24;
  const int place = rank == 1 ? (finale ? 4 : 2) : rank == 2 && players >= 3 ? (finale ? 2 : 1) : 0;
  return place + (score == 50 ? 1 : 0);
}

json replay_file(const json& record) {
  const std::filesystem::path file =
      std::filesystem::temp_directory_path() /
      ("mycity-progress-" + std::to_string(::getpid()) + ".mcrec.json");
  std::ofstream(file) << record.dump();
  const auto run = test::run_cli({"replay", base::utf8_string(file)});
  std::filesystem::remove(file);
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  return json::parse(run.out);
}

// Checks every player's progress against the table; returns the seats that reached 50.
std::vector<int> check_progress(const json& record) {
  const json out = replay_file(record);
  const int players = static_cast<int>(out.at("players").size());
  std::vector<int> capped;
  for (int s = 0; s < players; ++s) {
    const json& p = out["players"][static_cast<std::size_t>(s)];
    INFO("episode " << record.at("episode") << ", " << p.dump());
    CHECK(p.at("progress") ==
          table_progress(record.at("episode"), players, p.at("rank"), p.at("score")));
    if (p.at("score") == 50) capped.push_back(s);
  }
  return capped;
}

// The record with only the players at `seats`: their cities never touch the others', so
// it stays a legal episode; turns after they have all dropped out are left off.
json only_seats(const json& record, const std::vector<int>& seats) {
  json doc = record;
  for (const char* member : {"players", "boards"}) {
    doc[member] = json::array();
    for (int s : seats) doc[member].push_back(record[member][static_cast<std::size_t>(s)]);
  }
  doc["turns"] = json::array();
  for (const json& turn : record["turns"]) {
    json kept = json::array();
    for (int s : seats) kept.push_back(turn[static_cast<std::size_t>(s)]);
    if (std::all_of(kept.begin(), kept.end(), [](const json& a) { return a.is_null(); })) break;
    doc["turns"].push_back(kept);
  }
  return doc;
}

}  // namespace

TEST_CASE("CLI replay: a legacy record's progress by place and cap (R22 R42 R43)",
          "[cli][campaign][record][R22][R42][R43]") {
  // A 4-player bot campaign in which two players of one episode both reach 50.
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    const Campaign campaign = test::finished_bot_campaign(4, seed);
    const auto& logs = campaign.episode_logs();
    const auto both_capped = std::find_if(logs.begin(), logs.end(), [](const EpisodeLog& log) {
      return std::count_if(log.result.players.begin(), log.result.players.end(),
                           [](const PlayerResult& p) { return p.score == 50; }) >= 2;
    });
    if (both_capped == logs.end()) continue;
    INFO("seed " << seed);
    for (const EpisodeLog& log : logs) {
      // A sample of the episodes, to keep the test short.
      if (log.episode % 6 == 0) check_progress(test::episode_record_json(campaign, log.episode));
    }
    // R43: the two who reached 50, alone: the 2nd fills only the symbol for 50.
    const json record = test::episode_record_json(campaign, both_capped->episode);
    const std::vector<int> capped = check_progress(record);
    REQUIRE(capped.size() >= 2);
    const json two = only_seats(record, {capped[0], capped[1]});
    const json out = replay_file(two);
    REQUIRE(check_progress(two).size() == 2);
    const int first = out["players"][0].at("rank") == 1 ? 0 : 1;
    REQUIRE(out["players"][1 - first].at("rank") == 2);  // R41 parts the two
    CHECK(out["players"][1 - first].at("progress") == 1);
    return;
  }
  FAIL("no bot campaign of seeds 1-400 has two players reaching 50 in one episode");
}
