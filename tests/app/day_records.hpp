// Kept games of a game of the day for the app tests: played to the end by the greedy bot on a
// hub of their own, kept in the save folder as the app keeps a finished game.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "app_driver.hpp"

namespace app::test {

// `code` must be a day; the seats are people with the first animals.
void keep_day_game(AppDriver& app, const std::filesystem::path& saves, const std::string& code,
                   const std::vector<std::string>& names);

}  // namespace app::test
