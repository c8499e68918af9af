// Crash safety of the autosave: a writer killed at any moment leaves a save that loads --
// the previous generation or the new one, never neither -- and never a foreign or broken
// file in its place. The writer is a forked child autosaving after every action; the parent
// kills it (SIGKILL, no chance to clean up) after a different number of completed saves
// plus a different short delay each time, so the kill lands inside later writes.
// fork and SIGKILL are POSIX: a Windows build runs the same save code (file_sync_windows.cpp)
// through the other save tests.
#ifndef _WIN32
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>

#include "base/atomic_file.hpp"
#include "campaign_save_test_support.hpp"

using namespace mycity;
namespace fs = std::filesystem;

namespace {

fs::path fresh_dir(const std::string& name) {
  const fs::path dir =
      fs::temp_directory_path() / ("mycity-save-" + name + "-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  return dir;
}

// The backup written beside `file`.
fs::path backup_of(fs::path file) {
  file += ".bak";
  return file;
}

// The child: plays the campaign, autosaving after every action and reporting each
// completed save with one byte on `done`, until killed.
[[noreturn]] void autosave_forever(const CampaignSaves& saves, const CampaignDef& def, int done) {
  try {
    test::BotCampaign run(def, 2, 9);
    const auto save = [&] {
      saves.save("crash", run.campaign, test::kSavedAt);
      const char byte = 1;
      if (::write(done, &byte, 1) != 1) ::_exit(1);
    };
    save();
    while (run.step()) save();
  } catch (...) {
    ::_exit(1);  // never back into the test framework from the child
  }
  ::_exit(0);
}

}  // namespace

TEST_CASE("Campaign save: killing the writer at any moment leaves a save that loads",
          "[campaign][save][crash]") {
  const CampaignDef def = test::cut_campaign({1, 10, 16, 19});
  test::BotCampaign whole(def, 2, 9);
  whole.run(-1);
  const std::vector<CampaignCommand>& all = whole.campaign.commands();

  const fs::path dir = fresh_dir("crash");
  const CampaignSaves saves(dir, test::catalogue(), def);
  int loaded_new_generations = 0;
  std::size_t last_length = 0;
  for (int attempt = 0; attempt < 16; ++attempt) {
    int pipe_ends[2];
    REQUIRE(::pipe(pipe_ends) == 0);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
      ::close(pipe_ends[0]);
      autosave_forever(saves, def, pipe_ends[1]);
    }
    ::close(pipe_ends[1]);
    // Wait for `completed` saves, then a little longer: 0 to 0.9 ms into the next ones.
    const int completed = attempt * 6;
    int seen = 0;
    char byte = 0;
    while (seen < completed && ::read(pipe_ends[0], &byte, 1) == 1) ++seen;
    ::usleep(static_cast<useconds_t>((attempt * 397) % 1000));
    ::kill(child, SIGKILL);
    int status = 0;
    ::waitpid(child, &status, 0);
    ::close(pipe_ends[0]);

    INFO("attempt " << attempt << ", killed after " << seen << " completed saves");
    if (!fs::exists(saves.file_of("crash"))) {
      // Killed before the first save was complete: no generation, no backup either.
      CHECK(seen == 0);
      CHECK_FALSE(fs::exists(backup_of(saves.file_of("crash"))));
      continue;
    }
    const LoadedSave loaded = saves.load("crash");
    const std::vector<CampaignCommand>& got = loaded.campaign.commands();
    REQUIRE(got.size() <= all.size());
    // Save n (from 1) holds n - 1 commands: nothing completed is ever lost.
    CHECK(got.size() + 1 >= static_cast<std::size_t>(seen));
    for (std::size_t i = 0; i < got.size(); ++i) {
      REQUIRE(got[i].kind == all[i].kind);
      REQUIRE(got[i].action == all[i].action);
    }
    if (got.size() != last_length) ++loaded_new_generations;
    last_length = got.size();
    // The backup, when there is one, is an earlier complete generation.
    if (fs::exists(backup_of(saves.file_of("crash")))) {
      CHECK(saves.load_backup("crash").campaign.commands().size() <= got.size());
    }
    // The folder lists it as valid, a leftover temporary file is not a save.
    const auto list = saves.list();
    REQUIRE(list.size() == 1);
    CHECK(list[0].valid);
    // Each attempt starts over: the child's first save is an earlier state than the file
    // left behind, so it must be refused.
    fs::remove(saves.file_of("crash"));
    fs::remove(backup_of(saves.file_of("crash")));
  }
  CHECK(loaded_new_generations > 3);
  fs::remove_all(dir);
}

TEST_CASE("Campaign save: autosave never overwrites an unreadable save or another campaign",
          "[campaign][save]") {
  const CampaignDef def = test::cut_campaign({1, 10});
  const fs::path dir = fresh_dir("refuse");
  const CampaignSaves saves(dir, test::catalogue(), def);
  test::BotCampaign run(def, 2, 3);
  run.run(5);
  saves.save("mine", run.campaign, test::kSavedAt);
  run.run(5);
  saves.save("mine", run.campaign, test::kSavedAt);  // a later state of the same campaign
  CHECK(saves.load("mine").campaign.commands().size() == run.campaign.commands().size());
  CHECK(saves.load_backup("mine").campaign.commands().size() == 5);

  SECTION("a different campaign") {
    test::BotCampaign other(def, 2, 4);
    other.run(12);
    const std::string before = base::read_small_file(saves.file_of("mine"), kMaxSaveBytes);
    REQUIRE_THROWS_WITH(
        saves.save("mine", other.campaign, test::kSavedAt),
        Catch::Contains("not overwritten") && Catch::Contains("different campaign"));
    CHECK(base::read_small_file(saves.file_of("mine"), kMaxSaveBytes) == before);
  }
  SECTION("an earlier state of the same campaign") {
    test::BotCampaign earlier(def, 2, 3);
    earlier.run(3);
    REQUIRE_THROWS_WITH(saves.save("mine", earlier.campaign, test::kSavedAt),
                        Catch::Contains("different campaign"));
  }
  SECTION("a file that is not a save") {
    base::write_file_atomically(saves.file_of("mine"), "{\"half\": ");
    REQUIRE_THROWS_WITH(saves.save("mine", run.campaign, test::kSavedAt),
                        Catch::Contains("cannot be read") && Catch::Contains("not valid JSON"));
    CHECK(base::read_small_file(saves.file_of("mine"), kMaxSaveBytes) == "{\"half\": ");
    const auto list = saves.list();
    REQUIRE(list.size() == 1);
    CHECK_FALSE(list[0].valid);
    CHECK_THAT(list[0].error, Catch::Contains("mine.json"));
  }
  SECTION("ids that are not file names in the folder; names as a person types them") {
    CHECK_THROWS_WITH(saves.save("../escape", run.campaign, test::kSavedAt),
                      Catch::Contains("not a save's file name"));
    CHECK_THROWS_WITH(saves.save("mine", run.campaign, test::kSavedAt, " "),
                      Catch::Contains("not a campaign's name"));
    for (const std::string id : {"", "-x", ".hidden", "..", "a/b", "a\\b", " a", "a ", "a\tb"})
      CHECK_FALSE(CampaignSaves::valid_id(id));
    CHECK_FALSE(CampaignSaves::valid_id(std::string(101, 'a')));
    CHECK(CampaignSaves::valid_id("Sunday_game-2"));
    CHECK(CampaignSaves::valid_id("Szép Város"));
    for (const std::string name : {"Our Valley Río", "-x/../y", " Sunday ", "Ann & Ben's"})
      CHECK(CampaignSaves::valid_name(name));
    for (const std::string name : {"", "   ", "tab\there", "bad \xC3("})
      CHECK_FALSE(CampaignSaves::valid_name(name));
    CHECK_FALSE(CampaignSaves::valid_name(std::string(101, 'a')));
  }
  SECTION("a deliberate delete moves the save and its backup to the trash, twice over") {
    const std::string text = base::read_small_file(saves.file_of("mine"), kMaxSaveBytes);
    const fs::path first = saves.move_to_trash("mine");
    CHECK(first == dir / "trash" / "mine.json");
    CHECK_FALSE(fs::exists(saves.file_of("mine")));
    CHECK_FALSE(fs::exists(backup_of(saves.file_of("mine"))));
    CHECK(saves.list().empty());
    CHECK(base::read_small_file(first, kMaxSaveBytes) == text);
    CHECK(fs::exists(backup_of(first)));
    // A second campaign of the same name deleted later keeps the first one in the trash.
    saves.save("mine", run.campaign, test::kSavedAt);
    const fs::path second = saves.move_to_trash("mine");
    CHECK(second == dir / "trash" / "mine-2.json");
    CHECK(fs::exists(first));
  }
  SECTION("a rename moves the save and its backup, never over another save") {
    CHECK(saves.rename("mine", "Sunday game", test::kSavedAt) == "Sunday game");
    CHECK_FALSE(fs::exists(saves.file_of("mine")));
    CHECK(fs::exists(backup_of(saves.file_of("Sunday game"))));
    REQUIRE(saves.list().size() == 1);
    CHECK(saves.list()[0].name == "Sunday game");
    CHECK(saves.load("Sunday game").campaign.episode() == run.campaign.episode());
    CHECK(saves.load_backup("Sunday game").campaign.commands().size() == 5);  // still the last
    // The same name again: the name as typed, its file numbered; what a file name cannot
    // hold stays in the name only.
    saves.save("other", run.campaign, test::kSavedAt);
    CHECK(saves.rename("other", "Sunday game", test::kSavedAt) == "Sunday game-2");
    CHECK(saves.load("Sunday game-2").name == "Sunday game");
    CHECK(saves.rename("Sunday game-2", "../x", test::kSavedAt) == "x");
    CHECK(saves.load("x").name == "../x");
    CHECK(saves.list().at(0).name == "../x");
    CHECK(fs::exists(saves.file_of("Sunday game")));
    base::write_file_atomically(saves.file_of("x"), "{\"half\": ");
    CHECK_THROWS_WITH(saves.rename("x", "y", test::kSavedAt), Catch::Contains("not valid JSON"));
  }
  fs::remove_all(dir);
}

TEST_CASE("Campaign save: a save's file name is made from its name, safely and short",
          "[campaign][save]") {
  CHECK(CampaignSaves::id_of("Szép Város") == "Szép Város");
  CHECK(CampaignSaves::id_of("Город Солнца") == "Город Солнца");
  CHECK(CampaignSaves::id_of("../Ann/Ben\\ .hidden") == "Ann_Ben_ hidden");
  CHECK(CampaignSaves::id_of("-x-") == "x-");
  CHECK(CampaignSaves::id_of("...") == "campaign");
  CHECK(CampaignSaves::id_of("\x01\x7F") == "campaign");
  CHECK(CampaignSaves::id_of("a\xC3(b") == "a_b");     // not UTF-8
  CHECK(CampaignSaves::id_of("a\xC2\x85z") == "a_z");  // U+0085, a control character
  // At most kSaveIdBytes, cut between characters: "é" is two bytes.
  CHECK(CampaignSaves::id_of(std::string(63, 'a') + "\xC3\xA9") == std::string(63, 'a'));
  CHECK(CampaignSaves::id_of(std::string(62, 'a') + "\xC3\xA9") ==
        std::string(62, 'a') + "\xC3\xA9");
  CHECK(CampaignSaves::id_of(std::string(100, 'a')).size() == kSaveIdBytes);
  for (const std::string name : {"../Ann/Ben\\ .hidden", "...", "-x-", "Szép Város"})
    CHECK(CampaignSaves::valid_id(CampaignSaves::id_of(name)));
}

TEST_CASE("Campaign save: a save from before names were kept is named after its file",
          "[campaign][save]") {
  const fs::path dir = fresh_dir("old-names");
  const CampaignSaves saves(dir, test::catalogue(), test::legacy_campaign());
  fs::copy_file(fs::path(MYCITY_TEST_DATA_DIR) / "saves" / "version-1-mirrored.json",
                dir / "Old game.json");
  const std::vector<SaveInfo> list = saves.list();
  REQUIRE(list.size() == 1);
  CHECK(list[0].valid);
  CHECK(list[0].id == "Old game");
  CHECK(list[0].name == "Old game");
  CHECK_FALSE(saves.load("Old game").name);
  fs::remove_all(dir);
}

TEST_CASE("Campaign save: the folder lists every save with where it stands, broken ones too",
          "[campaign][save]") {
  const CampaignDef def = test::cut_campaign({1, 10});
  const fs::path dir = fresh_dir("list");
  const CampaignSaves saves(dir, test::catalogue(), def);
  test::BotCampaign three(def, 3, 8);
  three.run(4);
  saves.save("b-three", three.campaign, test::kSavedAt);
  test::BotCampaign two(def, 2, 9);
  saves.save("a-two", two.campaign, "2026-11-23T08:00:00+01:00");
  base::write_file_atomically(saves.file_of("c-broken"), "[]");
  base::write_file_atomically(dir / "notes.txt", "not a save");

  const std::vector<SaveInfo> list = saves.list();
  REQUIRE(list.size() == 3);
  CHECK(list[0].name == "a-two");
  CHECK(list[0].valid);
  CHECK(list[0].saved_at == "2026-11-23T08:00:00+01:00");
  CHECK(list[0].players == std::vector<std::string>{"Ann", "Ben"});
  CHECK(list[0].episode == 1);
  CHECK(list[0].episode_count == 2);
  CHECK(list[0].phase == "envelope sealed");
  CHECK(list[1].name == "b-three");
  CHECK(list[1].cities == std::vector<std::string>{"Foxton", "Owlbury", "Bearwick"});
  CHECK(list[1].phase == std::string(phase_name(three.campaign.phase())));
  CHECK(list[2].name == "c-broken");
  CHECK_FALSE(list[2].valid);
  CHECK_THAT(list[2].error, Catch::Contains("c-broken.json: expected an object, found an array"));
  fs::remove_all(dir);
}

#endif  // _WIN32
