// Helpers of the campaign screens that need no window, and the hub's saves.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <string>

#include "base/atomic_file.hpp"
#include "base/utf8_path.hpp"
#include "mycity/campaign_test_support.hpp"
#include "mycity/session/campaign_hub.hpp"
#include "presentation_test_support.hpp"
#include "scoped_env.hpp"

namespace mycity::session::test {

TEST_CASE("a save's time reads as a local date and time, anything else is shown as it is",
          "[session][campaign-text]") {
  {  // A fixed zone, so the expected text does not depend on the machine (UTC+2, no DST).
    const ::mycity::test::ScopedEnv zone("TZ", "EET-2");
    tzset();
    CHECK(readable_time("2026-11-23T10:37:06Z") == "23 Nov 2026, 12:37");
    CHECK(readable_time("2026-03-05T23:30:00Z") == "6 Mar 2026, 01:30");
    CHECK(readable_time("yesterday") == "yesterday");
    CHECK(readable_time("2026-11-23T10:37:06Z trailing") == "2026-11-23T10:37:06Z trailing");
  }
  tzset();
}

namespace {

namespace fs = std::filesystem;

// The save file cut to half its size, as a crash of the disk might leave it.
void truncate_to_half(const fs::path& file) {
  fs::resize_file(file, fs::file_size(file) / 2);
}

}  // namespace

TEST_CASE("a campaign continued from its backup sets the unreadable save aside and saves again",
          "[session][campaign]") {
  const fs::path dir = fs::temp_directory_path() / "mycity-test-hub-backup";
  fs::remove_all(dir);
  std::string name;
  {
    CampaignHub hub(test::shipped_content(), dir, test::shipped_presentation().animals);
    REQUIRE(hub.start(mycity::test::players(2), 5));
    hub.session()->open_envelope();  // the new campaign's first save becomes the backup
    name = hub.save_name();
  }
  const fs::path file = dir / "campaigns" / (name + ".json");
  truncate_to_half(file);
  const std::string broken = base::read_small_file(file, kMaxSaveBytes);

  CampaignHub hub(test::shipped_content(), dir, test::shipped_presentation().animals);
  REQUIRE_FALSE(hub.list().at(0).valid);
  REQUIRE(hub.resume(name, true));
  CHECK(base::read_small_file(dir / "campaigns" / (name + ".json.broken"), kMaxSaveBytes) ==
        broken);
  hub.session()->open_envelope();
  CHECK(hub.session()->save_error().empty());
  const std::vector<SaveInfo> saves = hub.list();
  REQUIRE(saves.size() == 1);
  CHECK(saves[0].valid);
  CHECK(saves[0].phase != "envelope sealed");  // the envelope opened since the backup
  fs::remove_all(dir);
}

TEST_CASE("a campaign keeps its name as typed, in a file whose name is made safe from it",
          "[session][campaign]") {
  const fs::path dir = fs::temp_directory_path() / "mycity-test-hub-names";
  fs::remove_all(dir);
  const fs::path folder = dir / "campaigns";
  const std::string odd_name = "../Ann/Ben\\ .hidden";
  {
    CampaignHub hub(test::shipped_content(), dir, test::shipped_presentation().animals);
    std::vector<CampaignPlayerSetup> players = mycity::test::players(2);
    players[0].city = "Szép Város";
    REQUIRE(hub.start(players, 5));
    CHECK(hub.save_name() == "Szép Város");
    REQUIRE(hub.list().size() == 1);
    CHECK(hub.list()[0].name == "Szép Város");
    CHECK(hub.list()[0].file == folder / base::utf8_path("Szép Város.json"));

    CHECK(hub.rename(base::utf8_string(hub.list()[0].file.stem()), "Our Valley Río"));
    CHECK(hub.save_name() == "Our Valley Río");
    CHECK(hub.list().at(0).name == "Our Valley Río");
    // What a file name must not hold is kept in the name; the file stays in the folder.
    CHECK(hub.rename(base::utf8_string(hub.list()[0].file.stem()), odd_name));
    const SaveInfo renamed = hub.list().at(0);
    CHECK(renamed.name == odd_name);
    CHECK(renamed.file.parent_path() == folder);
    CHECK(renamed.valid);
    hub.session()->open_envelope();  // saved under its new name
    CHECK(hub.session()->save_error().empty());
    CHECK(hub.list().size() == 1);
  }
  CampaignHub again(test::shipped_content(), dir, test::shipped_presentation().animals);
  const std::vector<SaveInfo> saves = again.list();
  REQUIRE(saves.size() == 1);
  CHECK(saves[0].name == odd_name);
  REQUIRE(again.resume(base::utf8_string(saves[0].file.stem()), false));
  CHECK(again.save_name() == odd_name);
  CHECK(again.session()->campaign().phase() != CampaignPhase::EnvelopeSealed);
  fs::remove_all(dir);
}

TEST_CASE("a campaign called CON or nul. is kept in a file Windows opens", "[session][campaign]") {
  const fs::path dir = fs::temp_directory_path() / "mycity-test-hub-devices";
  fs::remove_all(dir);
  for (const char* name : {"CON", "nul."}) {
    CampaignHub hub(test::shipped_content(), dir, test::shipped_presentation().animals);
    std::vector<CampaignPlayerSetup> players = mycity::test::players(2);
    players[0].city = name;
    REQUIRE(hub.start(players, 5));
  }
  CampaignHub again(test::shipped_content(), dir, test::shipped_presentation().animals);
  std::vector<SaveInfo> saves = again.list();
  REQUIRE(saves.size() == 2);
  std::sort(saves.begin(), saves.end(),
            [](const SaveInfo& a, const SaveInfo& b) { return a.name < b.name; });
  CHECK(saves[0].name == "CON");  // shown as typed
  CHECK(saves[0].file == dir / "campaigns" / "CON_.json");
  CHECK(saves[1].name == "nul.");
  CHECK(saves[1].file == dir / "campaigns" / "nul_.json");  // "." is never kept in a file name
  for (const SaveInfo& save : saves) {
    REQUIRE(again.resume(base::utf8_string(save.file.stem()), false));
    CHECK(again.session()->save_error().empty());
  }
  fs::remove_all(dir);
}

}  // namespace mycity::session::test
