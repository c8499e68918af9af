// The steps of the question both games' finished-games lists ask before a delete
// (ui/trash_question): "Keep it" leaves the file, "Delete the game" moves it to the trash.
#pragma once

#include <filesystem>
#include <string>

#include <catch2/catch.hpp>

#include "app_driver.hpp"
#include "layout_check.hpp"

namespace app::test {

// Deletes the first row of `list`, whose file is `file`, after answering the question once
// with "Keep it"; the question is checked for fit (`where`) and saved as `png`.
inline void delete_first_row(AppDriver& app, const std::string& list,
                             const std::filesystem::path& file, const std::string& where,
                             const std::string& png) {
  REQUIRE(app.click_widget(list, "Delete##delete", 0));
  app.frames(1);
  check_fits(app, where);
  app.save_png(png);
  REQUIRE(app.click_widget(list, "Keep it##keep", 0));
  app.frames(1);
  CHECK(std::filesystem::exists(file));
  REQUIRE(app.click_widget(list, "Delete##delete", 0));
  app.frames(1);
  REQUIRE(app.click_widget(list, "Delete the game##confirm-delete", 0));
  app.frames(1);
  CHECK_FALSE(std::filesystem::exists(file));
  CHECK(std::filesystem::exists(file.parent_path() / "trash" / file.filename()));
}

}  // namespace app::test
