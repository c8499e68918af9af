// `mycity-cli campaign simulate`, `check-save` and `replay` of a legacy episode record,
// through the real binary. Expected values come from the engine run in this process (the
// campaign's numbers are being tuned) or from the files' own contents.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "../mycity/campaign_save_test_support.hpp"
#include "base/utf8_path.hpp"
#include "run_cli.hpp"

using mycity::test::run_cli;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

struct TempDir {
  fs::path path = fs::temp_directory_path() / ("mycity-cli-campaign-" + std::to_string(::getpid()));
  TempDir() {
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempDir() { fs::remove_all(path); }
  std::string file(const std::string& name) const {
    return base::utf8_string(path / base::utf8_path(name));
  }
};

json read_json(const std::string& file) {
  std::ifstream in(base::utf8_path(file));
  return json::parse(in);
}

void write_text(const std::string& file, const std::string& text) {
  std::ofstream out(base::utf8_path(file));
  out << text;
}

std::string saves_data(const std::string& name) {
  return std::string(MYCITY_TEST_DATA_DIR) + "/saves/" + name;
}

}  // namespace

TEST_CASE("CLI campaign simulate: 24 episodes, a save that loads, the same as the engine",
          "[cli][campaign][save]") {
  const TempDir dir;
  const std::string save = dir.file("three.json");
  const auto run =
      run_cli({"campaign", "simulate", "--players", "3", "--seed", "8", "--save", save});
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  const json out = json::parse(run.out);
  CHECK(out.at("episodes") == 24);
  CHECK(out.at("players") == 3);
  CHECK(out.at("save") == save);
  REQUIRE(out.at("cities").size() == 3);

  // The same campaign played here: same players, deck seeds and sticker stream.
  mycity::Campaign campaign(
      mycity::test::catalogue(), mycity::test::legacy_campaign(),
      {{"Bot 1", "fox", "City 1"}, {"Bot 2", "owl", "City 2"}, {"Bot 3", "bear", "City 3"}}, 8);
  auto bot = mycity::make_bot("greedy");
  base::Rng rng(base::derive_seed(8, 1));
  mycity::play_campaign(campaign, *bot, rng);
  for (int s = 0; s < 3; ++s) {
    CHECK(out["cities"][s].at("progress") == campaign.player(s).progress);
    CHECK(out["cities"][s].at("first_places") == campaign.first_places(s));
  }
  CHECK(out.at("commands") == campaign.commands().size());

  // The file is a save of exactly that campaign, and check-save says so.
  const json doc = read_json(save);
  CHECK(doc.at("summary") == mycity::campaign_summary_json(campaign));
  const auto check = run_cli({"check-save", save});
  INFO(check.err);
  REQUIRE(check.exit_code == 0);
  const json summary = json::parse(check.out);
  CHECK(summary.at("file") == save);
  CHECK(summary.at("format_version") == mycity::kSaveFormatVersion);
  CHECK(summary.at("episodes_finished") == 24);
  CHECK(summary.at("summary").at("phase") == "finished");
  CHECK(summary.at("summary") == doc.at("summary"));

  // Determinism: the same seed again gives the same summary (the save time aside).
  const std::string again = dir.file("again.json");
  const auto second =
      run_cli({"campaign", "simulate", "--players", "3", "--seed", "8", "--save", again});
  REQUIRE(second.exit_code == 0);
  json first_out = out, second_out = json::parse(second.out);
  first_out.erase("save");
  second_out.erase("save");
  CHECK(first_out == second_out);
  CHECK(read_json(again).at("commands") == doc.at("commands"));
}

TEST_CASE("CLI campaign simulate --stop-at: a save that goes on from the start of an episode",
          "[cli][campaign][save]") {
  const TempDir dir;
  const std::string save = dir.file("late.json");
  const auto run = run_cli(
      {"campaign", "simulate", "--players", "2", "--seed", "5", "--stop-at", "22", "--save", save});
  INFO(run.err);
  REQUIRE(run.exit_code == 0);
  const json out = json::parse(run.out);
  CHECK(out.at("episodes") == 21);              // episodes 1-21 were played
  CHECK(out.at("phase") == "envelope sealed");  // episode 22 opens chapter 8
  CHECK(out.at("winners").empty());             // R46 names winners only at the end

  // The same steps here: the save holds exactly this campaign, not yet in episode 22.
  mycity::Campaign campaign(mycity::test::catalogue(), mycity::test::legacy_campaign(),
                            {{"Bot 1", "fox", "City 1"}, {"Bot 2", "owl", "City 2"}}, 5);
  auto bot = mycity::make_bot("greedy");
  base::Rng rng(base::derive_seed(5, 1));
  while (campaign.episode() < 22) REQUIRE(mycity::step_with_bot(campaign, *bot, rng));
  CHECK(read_json(save).at("summary") == mycity::campaign_summary_json(campaign));
  const auto check = run_cli({"check-save", save});
  INFO(check.err);
  CHECK(check.exit_code == 0);

  const auto past_the_end =
      run_cli({"campaign", "simulate", "--players", "2", "--seed", "5", "--stop-at", "25"});
  CHECK(past_the_end.exit_code == 1);
  CHECK_THAT(past_the_end.err, Catch::Contains("24 episodes, not 25"));
  CHECK(run_cli({"campaign", "simulate", "--players", "2", "--seed", "5", "--stop-at", "0"})
            .exit_code == 2);
}

TEST_CASE("CLI campaign simulate: never overwrites a file, bad options are refused",
          "[cli][campaign]") {
  const TempDir dir;
  const std::string existing = dir.file("mine.json");
  write_text(existing, "my notes\n");
  const auto refused =
      run_cli({"campaign", "simulate", "--players", "2", "--seed", "1", "--save", existing});
  CHECK(refused.exit_code == 1);
  CHECK_THAT(refused.err, Catch::Contains("mine.json: already exists; not overwritten"));
  std::ifstream in(base::utf8_path(existing));
  std::string kept((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK(kept == "my notes\n");

  const auto five = run_cli({"campaign", "simulate", "--players", "5", "--seed", "1"});
  CHECK(five.exit_code == 1);
  CHECK_THAT(five.err, Catch::Contains("2 to 4 players, not 5"));
  CHECK(run_cli({"campaign", "simulate", "--seed", "1"}).exit_code == 2);
  CHECK(run_cli({"campaign", "simulate", "--players", "2"}).exit_code == 2);
  CHECK(run_cli({"campaign"}).exit_code == 2);
  const auto bad_bot =
      run_cli({"campaign", "simulate", "--players", "2", "--seed", "1", "--bot", "genius"});
  CHECK(bad_bot.exit_code == 2);  // docs/formats.md: an unknown --bot is a usage error
  CHECK_THAT(bad_bot.err, Catch::Contains("genius"));
  const auto help = run_cli({"campaign", "simulate", "--help"});
  CHECK(help.exit_code == 0);
  CHECK_THAT(help.out, Catch::Contains("--players") && Catch::Contains("--save"));
}

TEST_CASE("CLI check-save: broken saves name the file and the JSON path", "[cli][campaign][save]") {
  const auto future = run_cli({"check-save", saves_data("future-version.json")});
  CHECK(future.exit_code == 1);
  CHECK(future.out.empty());
  CHECK_THAT(future.err, Catch::Contains("future-version.json: at /format_version: format "
                                         "version 7"));
  const auto truncated = run_cli({"check-save", saves_data("truncated.json")});
  CHECK(truncated.exit_code == 1);
  CHECK_THAT(truncated.err, Catch::Contains("truncated.json: not valid JSON"));
  const auto missing = run_cli({"check-save", saves_data("no-such-save.json")});
  CHECK(missing.exit_code == 1);
  CHECK_THAT(missing.err, Catch::Contains("no-such-save.json: cannot open"));

  // A sticker moved onto a mountain in a save the engine wrote.
  const TempDir dir;
  mycity::test::BotCampaign run(mycity::test::legacy_campaign(), 2, 6);
  while (run.campaign.episode() < 3) run.step();
  json doc = mycity::campaign_save_json(run.campaign, mycity::test::kSavedAt);
  std::size_t i = 0;
  while (!(doc["commands"][i].is_object() && doc["commands"][i].contains("sticker"))) ++i;
  doc["commands"][i]["sticker"] = {{"x", 0}, {"y", 0}};
  const std::string broken = dir.file("broken.json");
  write_text(broken, doc.dump());
  const auto r51 = run_cli({"check-save", broken});
  CHECK(r51.exit_code == 1);
  CHECK_THAT(r51.err, Catch::Contains("broken.json: at /commands/" + std::to_string(i) +
                                      ": refused by R51"));
}

TEST_CASE("CLI check-save: a version 0 save, usage and help", "[cli][campaign][save]") {
  const auto v0 = run_cli({"check-save", saves_data("version-0.json")});
  INFO(v0.err);
  REQUIRE(v0.exit_code == 0);
  const json out = json::parse(v0.out);
  CHECK(out.at("format_version") == 0);
  CHECK(out.at("saved_at").is_null());
  CHECK(out.at("commands") == 3);
  CHECK(out.at("summary").at("episode") == 1);
  CHECK(run_cli({"check-save"}).exit_code == 2);
  CHECK(run_cli({"check-save", "a.json", "b.json"}).exit_code == 2);
  const auto help = run_cli({"check-save", "--help"});
  CHECK(help.exit_code == 0);
  CHECK_THAT(help.out, Catch::Contains("FILE"));
}

TEST_CASE("CLI check-save: a seed written -0 is the seed 0, a negative one is refused",
          "[cli][campaign][save][seed-minus-zero]") {
  const TempDir dir;
  mycity::test::BotCampaign run(mycity::test::legacy_campaign(), 2, 0);
  run.run(5);
  const std::string text = mycity::campaign_save_text(run.campaign, mycity::test::kSavedAt);
  const std::string seed = "\"seed\": 0,";
  REQUIRE(text.find(seed) != std::string::npos);
  const auto with_seed = [&](const std::string& name, const std::string& value) {
    std::string changed = text;
    changed.replace(changed.find(seed), seed.size(), "\"seed\": " + value + ",");
    write_text(dir.file(name), changed);
    return run_cli({"check-save", dir.file(name)});
  };
  const auto minus_zero = with_seed("minus-zero.json", "-0");
  INFO(minus_zero.err);
  REQUIRE(minus_zero.exit_code == 0);
  CHECK(json::parse(minus_zero.out).at("seed") == 0);
  const auto negative = with_seed("negative.json", "-1");
  CHECK(negative.exit_code == 1);
  CHECK_THAT(negative.err,
             Catch::Contains("negative.json: at /seed: a seed is not negative, found -1"));
}

TEST_CASE("CLI replay: a legacy episode record taken from a save replays alone",
          "[cli][campaign][record]") {
  const TempDir dir;
  mycity::test::BotCampaign run(mycity::test::legacy_campaign(), 4, 12);
  run.run(-1);
  const json doc = mycity::campaign_save_json(run.campaign, mycity::test::kSavedAt);
  for (int episode : {1, 10, 19, 24}) {
    INFO("episode " << episode);
    const std::string file = dir.file("episode-" + std::to_string(episode) + ".mcrec.json");
    write_text(file, doc["episodes"][episode - 1].dump(2));
    const auto replayed = run_cli({"replay", file});
    INFO(replayed.err);
    REQUIRE(replayed.exit_code == 0);
    const json result = json::parse(replayed.out);
    // Each city's score and rank as the campaign's history has them.
    for (int s = 0; s < 4; ++s) {
      const mycity::EpisodeHistory& h =
          run.campaign.player(s).history[static_cast<std::size_t>(episode - 1)];
      CHECK(result["players"][s].at("score") == h.score);
      CHECK(result["players"][s].at("rank") == h.rank);
    }
  }
  json tampered = doc["episodes"][23];
  tampered["boards"][0]["map"][0] = "FFFFFFFFFFFFF";
  const std::string file = dir.file("tampered.mcrec.json");
  write_text(file, tampered.dump());
  const auto refused = run_cli({"replay", file});
  CHECK(refused.exit_code == 1);
  CHECK_THAT(refused.err, Catch::Contains("tampered.mcrec.json: board of player 1") &&
                              Catch::Contains("map row 0"));
}

TEST_CASE("CLI legal: on a legacy episode record in progress, the campaign board's places",
          "[cli][campaign][record]") {
  const TempDir dir;
  mycity::test::BotCampaign run(mycity::test::legacy_campaign(), 2, 15);
  while (run.campaign.episode() < 21) run.step();
  const json doc = mycity::campaign_save_json(run.campaign, mycity::test::kSavedAt);
  json record = doc["episodes"][19];  // episode 20, cut after its third turn
  record["turns"].erase(record["turns"].begin() + 3, record["turns"].end());
  const std::string file = dir.file("episode-20.mcrec.json");
  write_text(file, record.dump());

  // The same position in this process: the record replayed on its stickered boards.
  const mycity::Record parsed =
      mycity::parse_record(record, mycity::test::catalogue(), "episode-20");
  const mycity::Game game = mycity::replay_legacy(mycity::test::catalogue(),
                                                  mycity::test::legacy_campaign(), parsed, false);
  int piece = 0;
  while (game.player(1).city.has_built(piece)) ++piece;
  const std::string id = mycity::test::catalogue().piece(piece).id;
  const auto legal = run_cli(
      {"legal", "--mode", record.at("mode"), "--piece", id, "--record", file, "--player", "1"});
  INFO(legal.err);
  REQUIRE(legal.exit_code == 0);
  const json places = json::parse(legal.out);
  const auto expected = mycity::legal_placements(mycity::test::catalogue(), game.player(1).city,
                                                 piece, game.house_rules());
  REQUIRE(places.size() == expected.size());
  CHECK_FALSE(places.empty());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    CHECK(places[i].at("x") == expected[i].x);
    CHECK(places[i].at("y") == expected[i].y);
    CHECK(places[i].at("rot") == expected[i].rot);
  }
  const auto wrong_mode = run_cli({"legal", "--mode", "eternity", "--piece", id, "--record", file});
  CHECK(wrong_mode.exit_code == 1);
  CHECK_THAT(wrong_mode.err, Catch::Contains("the record is for mode \"legacy-20\""));
}

// POSIX only: Windows names files and passes arguments in UTF-16, so no file name there holds
// bytes that are not UTF-8.
#ifndef _WIN32
TEST_CASE("CLI check-save: a file name that is not UTF-8 is shown escaped",
          "[cli][campaign][save][json-input]") {
  const TempDir dir;
  // "caf\xE9": Latin-1, not UTF-8. A JSON string holding it cannot be written.
  const std::string name = dir.file("caf\xE9.json");
  fs::copy_file(saves_data("version-0.json"), base::utf8_path(name));
  const auto checked = run_cli({"check-save", name});
  INFO(checked.err);
  REQUIRE(checked.exit_code == 0);
  CHECK(json::parse(checked.out).at("file") == dir.file("caf\\xE9.json"));
  const auto missing = run_cli({"check-save", dir.file("gone\xFF.json")});
  CHECK(missing.exit_code == 1);
  CHECK_THAT(missing.err, Catch::Contains("gone\\xFF.json: cannot open"));
  CHECK_NOTHROW(json(missing.err).dump());
}
#endif  // _WIN32
