// The layout audit sees text cut by the room it is given, not only by its window: a table's
// column or heading, a button, a text shortened with "…".
#include <catch2/catch.hpp>
#include <functional>

#include "app_driver.hpp"
#include "ui/boxed_text.hpp"
#include "ui/layout_audit.hpp"
#include "ui/widgets.hpp"

namespace app::test {
namespace {

const char* const kLong = "A label far too long for the little room it is given here";

// What the audit finds in one frame that draws `draw` in a 600 x 400 window.
std::vector<LayoutProblem> problems_of(const std::function<void()>& draw) {
  AppDriver app;
  LayoutAudit audit;
  ImGuiIO& io = ImGui::GetIO();
  void* const app_audit = io.UserData;
  io.UserData = &audit;
  ImGui::NewFrame();
  audit.begin_frame();
  ImGui::SetNextWindowPos({0, 0});
  ImGui::SetNextWindowSize({600, 400});
  ImGui::Begin("##audit-test", nullptr, ImGuiWindowFlags_NoDecoration);
  draw();
  ImGui::End();
  ImGui::Render();
  audit.check_windows();
  io.UserData = app_audit;
  return audit.problems();
}

void two_columns(const char* heading, const char* cell) {
  if (!ImGui::BeginTable("##table", 2, ImGuiTableFlags_SizingStretchSame, {240, 0})) return;
  ImGui::TableSetupColumn(heading);
  ImGui::TableSetupColumn("B");
  ImGui::TableHeadersRow();
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(cell);
  ImGui::TableNextColumn();
  ImGui::TextUnformatted("b");
  ImGui::EndTable();
}

}  // namespace

TEST_CASE("the layout audit finds text cut by a table's column or heading", "[app][audit]") {
  CHECK(problems_of([] { two_columns("A", "a"); }).empty());
  CHECK(problems_of([] { two_columns("A", kLong); }).size() == 1);
  CHECK(problems_of([] { two_columns(kLong, "a"); }).size() == 1);
}

TEST_CASE("the layout audit finds a button's label cut by the button", "[app][audit]") {
  CHECK(problems_of([] { button("OK", {80, 0}); }).empty());
  CHECK(problems_of([] { button(kLong, {80, 0}); }).size() == 1);
  CHECK(problems_of([] { button((std::string(kLong) + "###id").c_str()); }).empty());
}

TEST_CASE("the layout audit finds a text shortened with an ellipsis", "[app][audit]") {
  CHECK(problems_of([] { ImGui::TextUnformatted(fitted("short", 200).c_str()); }).empty());
  CHECK(problems_of([] { ImGui::TextUnformatted(fitted(kLong, 60).c_str()); }).size() == 1);
}

TEST_CASE(
    "a name in a box wraps, then shrinks, and is cut and reported only when a word cannot fit",
    "[app][audit]") {
  std::vector<BoxedText> boxed;
  const auto box = [&](const char* text, float width, float height) {
    return [&boxed, text, width, height] {
      boxed.push_back(box_text(ImGui::GetFont(), 18.0f, 12.0f, text, width, height));
    };
  };
  // "Wheat Field" is about 95 points at 18: one line in 200, two in 60 when two lines fit.
  CHECK(problems_of(box("Wheat Field", 200, 18)).empty());
  CHECK(boxed.back().lines == std::vector<std::string>{"Wheat Field"});
  CHECK(problems_of(box("Wheat Field", 60, 36)).empty());
  CHECK(boxed.back().lines == std::vector<std::string>{"Wheat", "Field"});
  CHECK(boxed.back().size == 18.0f);
  // One line high and 80 wide: "Wheat Field" at about 12 is about 64, so it shrinks.
  CHECK(problems_of(box("Wheat Field", 80, 18)).empty());
  REQUIRE(boxed.back().lines.size() == 1);
  CHECK(boxed.back().size < 18.0f);
  CHECK(boxed.back().whole);
  // A word wider than the box at the smallest size: cut with "…", and the audit says so.
  CHECK(problems_of(box("Familienrestaurant", 40, 36)).size() == 1);
  CHECK_FALSE(boxed.back().whole);
  CHECK(boxed.back().lines.at(0).find("\xE2\x80\xA6") != std::string::npos);
}

TEST_CASE("the layout audit finds a drop-down's choice cut by the drop-down", "[app][audit]") {
  const auto combo = [](const char* preview) {
    ImGui::SetNextItemWidth(100);
    if (begin_combo("##combo", preview)) ImGui::EndCombo();
  };
  CHECK(problems_of([&] { combo("OK"); }).empty());
  CHECK(problems_of([&] { combo(kLong); }).size() == 1);
}

}  // namespace app::test
