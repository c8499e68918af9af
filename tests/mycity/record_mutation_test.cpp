// No input may crash the record reader or the replay (formats.md): thousands of seeded
// mutations of the hand-made records, read from a file as the CLI reads them, must each either
// replay or be refused with a base::Error — never another exception, a crash or (under the
// sanitizers) undefined behaviour.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "base/error.hpp"
#include "base/random.hpp"
#include "base/utf8_path.hpp"
#include "mycity/record.hpp"
#include "support.hpp"

using namespace mycity;

namespace {

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Text a careless editor or a broken disk could produce, biased towards JSON syntax and
// the numbers that matter (negative, huge, off the board).
const std::vector<std::string> kSplices = {"{",           "}",
                                           "[",           "]",
                                           ",",           ":",
                                           "\"",          "null",
                                           "true",        "-1",
                                           "0",           "4",
                                           "99999",       "1e308",
                                           "-2147483649", "\"BLOCK\"",
                                           "\"pass\"",    "[]",
                                           "{}",          "\"Y-D2\"",
                                           "\"drop\"",    "18446744073709551616",
                                           "\"\\u0000\""};

std::string mutate(std::string text, base::Rng& rng) {
  const int edits = 1 + static_cast<int>(rng.below(3));
  for (int e = 0; e < edits && !text.empty(); ++e) {
    const auto at = static_cast<std::size_t>(rng.below(text.size()));
    switch (rng.below(3)) {
      case 0:  // delete a run
        text.erase(at, 1 + rng.below(8));
        break;
      case 1:  // insert a splice
        text.insert(at, kSplices[rng.below(kSplices.size())]);
        break;
      default:  // overwrite one character with a splice
        text.replace(at, 1, kSplices[rng.below(kSplices.size())]);
        break;
    }
  }
  return text;
}

}  // namespace

TEST_CASE("Records: mutated records replay or are refused with an Error, never crash",
          "[record][fuzz]") {
  const std::vector<std::string> names = {"two-players-basic", "well-and-church",
                                          "tie-break-four-players", "generated-board"};
  base::Rng rng(0xF0221ULL);
  const std::filesystem::path file = std::filesystem::temp_directory_path() /
                                     ("mycity-mutated-" + std::to_string(::getpid()) + ".json");
  int refused = 0, accepted = 0;
  for (const std::string& name : names) {
    const std::string original =
        read_text(std::string(MYCITY_TEST_DATA_DIR) + "/records/" + name + ".mcrec.json");
    REQUIRE_FALSE(original.empty());
    for (int i = 0; i < 1500; ++i) {
      const std::string text = mutate(original, rng);
      {
        std::ofstream out(file, std::ios::trunc);
        out << text;
      }
      try {
        replay(test::catalogue(), read_record_file(base::utf8_string(file), test::catalogue()),
               false);
        ++accepted;
      } catch (const base::Error&) {
        ++refused;
      }
    }
  }
  // Both outcomes happen, so the mutations neither all break the syntax nor all miss.
  CHECK(refused > 0);
  CHECK(accepted > 0);
  CHECK(refused + accepted == 6000);
  std::filesystem::remove(file);
}
