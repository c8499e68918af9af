// Campaign saves made by the greedy bot, for the app tests that open a campaign at a given
// phase (Continue on the main menu lists them).
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "mycity/campaign.hpp"
#include "mycity/campaign_save.hpp"

namespace app::test {

struct Content {
  mycity::Catalogue catalogue;
  mycity::CampaignDef definition;
  Content();
};

inline const std::vector<mycity::CampaignPlayerSetup> kTwoCities{{"Ann", "fox", "Oakham"},
                                                                 {"Ben", "owl", "Elmstead"}};

// A campaign (2 players unless told) played by the greedy bot until `done` says stop,
// saved as `name` in `dir`/campaigns.
void save_autoplayed(const Content& content, const std::filesystem::path& dir,
                     const std::string& name,
                     const std::function<bool(const mycity::Campaign&)>& done,
                     const std::vector<mycity::CampaignPlayerSetup>& players = kTwoCities);

}  // namespace app::test
