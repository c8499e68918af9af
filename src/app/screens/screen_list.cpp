#include "screens/screen_list.hpp"

#include "screens/analysis_screen.hpp"
#include "screens/art_preview_screen.hpp"
#include "screens/campaign/campaign_list_screen.hpp"
#include "screens/campaign/campaign_play_source.hpp"
#include "screens/campaign/campaign_screen.hpp"
#include "screens/campaign/campaign_setup_screen.hpp"
#include "screens/continue_screen.hpp"
#include "screens/end_screen.hpp"
#include "screens/finished_games_screen.hpp"
#include "screens/main_menu_screen.hpp"
#include "screens/play/play_screen.hpp"
#include "screens/replay_screen.hpp"
#include "screens/rules_screen.hpp"
#include "screens/settings_screen.hpp"
#include "screens/setup_screen.hpp"

namespace mycity::app {
namespace {

template <typename T, typename... Args>
std::unique_ptr<Screen> make(Args&&... args) {
  return std::make_unique<T>(std::forward<Args>(args)...);
}

}  // namespace

const std::vector<ScreenEntry>& screen_list() {
  using M = const ScreenModels&;
  static const std::vector<ScreenEntry> list = {
      {ScreenId::MainMenu, "menu", [](M m) { return make<MainMenuScreen>(m.game); }},
      {ScreenId::Settings, "settings", [](M) { return make<SettingsScreen>(); }},
      {ScreenId::Rules, "rules",
       [](M m) { return make<RulesScreen>(m.assets / "rules-summary.txt"); }},
      {ScreenId::ArtPreview, "art", [](M) { return make<ArtPreviewScreen>(); }},
      {ScreenId::NewGame, "new-game", [](M m) { return make<SetupScreen>(m.game); }},
      {ScreenId::Continue, "continue", [](M m) { return make<ContinueScreen>(m.game); }},
      {ScreenId::Play, "", [](M m) { return make<PlayScreen>(m.game); }},
      {ScreenId::End, "", [](M m) { return make<EndScreen>(m.game); }},
      {ScreenId::CampaignNew, "", [](M m) { return make<CampaignSetupScreen>(m.campaign); }},
      {ScreenId::CampaignList, "", [](M m) { return make<CampaignListScreen>(m.campaign); }},
      {ScreenId::Campaign, "", [](M m) { return make<CampaignScreen>(m.campaign, m.game); }},
      {ScreenId::CampaignPlay, "",
       [](M m) { return make<PlayScreen>(std::make_unique<CampaignPlaySource>(m.campaign)); }},
      {ScreenId::FinishedGames, "finished-games",
       [](M m) { return make<FinishedGamesScreen>(m.game, m.campaign); }},
      {ScreenId::Analysis, "", [](M m) { return make<AnalysisScreen>(m.game); }},
      {ScreenId::Replay, "", [](M m) { return make<ReplayScreen>(m.game); }},
  };
  return list;
}

}  // namespace mycity::app
