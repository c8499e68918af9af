// Every screen of the app. Adding a screen: its file, a ScreenId (ui/screen.hpp), and one
// line in screen_list.cpp.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <string_view>
#include <vector>

#include "ui/screen.hpp"

namespace mycity::session {
class GameHub;
class CampaignHub;
}  // namespace mycity::session

namespace mycity::app {

// The models the screens draw from and act on.
struct ScreenModels {
  session::GameHub& game;
  session::CampaignHub& campaign;
  std::filesystem::path assets;
};

struct ScreenEntry {
  ScreenId id;
  std::string_view name;  // for mycity --screen NAME; empty: not a place to start
  std::function<std::unique_ptr<Screen>(const ScreenModels&)> make;
};

const std::vector<ScreenEntry>& screen_list();

}  // namespace mycity::app
