// Small drawing helpers that need ImGui's fonts (an app is started for them).
#include <catch2/catch.hpp>

#include "app_driver.hpp"
#include "ui/widgets.hpp"

namespace app::test {

TEST_CASE("a label too wide for its room is cut at a character and ends with an ellipsis",
          "[app][widgets]") {
  AppDriver app;
  app.frames(1);
  const std::string ellipsis = "\xE2\x80\xA6";
  const float cut_width = ImGui::CalcTextSize(("Ben (Elm" + ellipsis).c_str()).x;
  CHECK(fitted("Ben (Elmstead)", 1000.0f) == "Ben (Elmstead)");
  CHECK(fitted("Ben (Elmstead)", cut_width) == "Ben (Elm" + ellipsis);
  // Never half a UTF-8 character: "Ő" is two bytes.
  const std::string hungarian = "\xC5\x90\xC5\x90\xC5\x90\xC5\x90";  // ŐŐŐŐ
  const float two = ImGui::CalcTextSize(("\xC5\x90\xC5\x90" + ellipsis).c_str()).x;
  CHECK(fitted(hungarian, two) == "\xC5\x90\xC5\x90" + ellipsis);
  CHECK(fitted("Ben", 0.0f) == ellipsis);
}

}  // namespace app::test
