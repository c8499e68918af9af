#include "games/mycity/mycity_screens.hpp"

#include "screens/analysis_screen.hpp"
#include "screens/art_preview_screen.hpp"
#include "screens/campaign/campaign_list_screen.hpp"
#include "screens/campaign/campaign_play_source.hpp"
#include "screens/campaign/campaign_screen.hpp"
#include "screens/campaign/campaign_setup_screen.hpp"
#include "screens/continue_screen.hpp"
#include "screens/end_screen.hpp"
#include "screens/finished_games_screen.hpp"
#include "screens/play/play_screen.hpp"
#include "screens/replay_screen.hpp"
#include "screens/rules_screen.hpp"
#include "screens/setup_screen.hpp"

namespace mycity::app {

const std::vector<ScreenEntry<ScreenModels>>& mycity_screens() {
  using M = const ScreenModels&;
  static const std::vector<ScreenEntry<ScreenModels>> list = {
      {ScreenId::Rules, "rules",
       [](M m) { return make_screen<RulesScreen>(m.assets / "rules-summary.txt"); }},
      {ScreenId::ArtPreview, "art",
       [](M m) { return make_screen<ArtPreviewScreen>(m.presentation.animals); }},
      {ScreenId::NewGame, "new-game", [](M m) { return make_screen<SetupScreen>(m.game); }},
      {ScreenId::Continue, "continue", [](M m) { return make_screen<ContinueScreen>(m.game); }},
      {ScreenId::Play, "", [](M m) { return make_screen<PlayScreen>(m.game, m.presentation); }},
      {ScreenId::End, "",
       [](M m) { return make_screen<EndScreen>(m.game, m.look_back, m.presentation); }},
      {ScreenId::CampaignNew, "", [](M m) { return make_screen<CampaignSetupScreen>(m.campaign); }},
      {ScreenId::CampaignList, "", [](M m) { return make_screen<CampaignListScreen>(m.campaign); }},
      {ScreenId::Campaign, "",
       [](M m) { return make_screen<CampaignScreen>(m.campaign, m.look_back, m.presentation); }},
      {ScreenId::CampaignPlay, "",
       [](M m) {
         return make_screen<PlayScreen>(
             std::make_unique<CampaignPlaySource>(m.campaign, m.presentation));
       }},
      {ScreenId::FinishedGames, "finished-games",
       [](M m) { return make_screen<FinishedGamesScreen>(m.game, m.campaign, m.look_back); }},
      {ScreenId::Analysis, "", [](M m) { return make_screen<AnalysisScreen>(m.look_back); }},
      {ScreenId::Replay, "", [](M m) { return make_screen<ReplayScreen>(m.look_back); }},
  };
  return list;
}

}  // namespace mycity::app
