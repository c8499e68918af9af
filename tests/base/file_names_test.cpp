// File names made from typed names stay openable on Windows and valid UTF-8.
#include <catch2/catch.hpp>

#include "base/file_names.hpp"

TEST_CASE("Windows' device names are reserved in any case, alone or before a dot", "[base]") {
  for (const char* stem : {"CON", "con", "Nul", "PRN", "aux", "COM1", "com9", "LPT1", "lpt9",
                           "con.json", "NUL.tar.gz"})
    CHECK(base::is_reserved_file_stem(stem));
  for (const char* stem : {"CONS", "CO", "COM0", "COM10", "LPT", "Szép Város", "NULL", "AUXI",
                           "campaign", "", ".con", "CON_"})
    CHECK_FALSE(base::is_reserved_file_stem(stem));
}

TEST_CASE("a name is cut between UTF-8 characters, never inside one", "[base]") {
  // "Зоя" is 6 bytes: З = D0 97, о = D0 BE, я = D1 8F.
  CHECK(base::utf8_prefix("Зоя", 6) == "Зоя");
  CHECK(base::utf8_prefix("Зоя", 5) == "Зо");
  CHECK(base::utf8_prefix("Зоя", 4) == "Зо");
  CHECK(base::utf8_prefix("Зоя", 3) == "З");
  CHECK(base::utf8_prefix("Зоя", 1).empty());
  CHECK(base::utf8_prefix("Ann", 2) == "An");
  CHECK(base::utf8_prefix("€1", 2).empty());  // € is 3 bytes
}
