// The presentation data as the app loads it at start.
#include <catch2/catch.hpp>

#include "base/error.hpp"
#include "session/mycity/presentation_test_support.hpp"

namespace mycity::session::test {

TEST_CASE("the shipped presentation data loads", "[session][presentation]") {
  CHECK_NOTHROW(load_presentation(assets_dir()));
}

TEST_CASE("a folder without the presentation data gives an error naming the file",
          "[session][presentation][errors]") {
  const BrokenFile file("unrelated.txt", "");
  CHECK_THAT(content_error_of([&] { load_presentation(file.path().parent_path()); }),
             Catch::Matchers::Contains("animals.json"));
}

}  // namespace mycity::session::test
