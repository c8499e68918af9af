#include "games/mycity/mycity_screens.hpp"

#include "games/game_list.hpp"
#include "i18n/translate.hpp"
#include "screens/mycity/analysis_screen.hpp"
#include "screens/mycity/art_preview_screen.hpp"
#include "screens/mycity/campaign/campaign_list_screen.hpp"
#include "screens/mycity/campaign/campaign_play_source.hpp"
#include "screens/mycity/campaign/campaign_screen.hpp"
#include "screens/mycity/campaign/campaign_setup_screen.hpp"
#include "screens/mycity/continue_screen.hpp"
#include "screens/mycity/end_screen.hpp"
#include "screens/mycity/finished_games_screen.hpp"
#include "screens/mycity/play/play_screen.hpp"
#include "screens/mycity/replay_screen.hpp"
#include "screens/mycity/screen_ids.hpp"
#include "screens/mycity/setup_screen.hpp"
#include "screens/rules_screen.hpp"

namespace app {

std::vector<ScreenId> MyCityGame::start_screens() {
  return app::start_screens(mycity_screens());
}

const std::vector<ScreenEntry<ScreenModels>>& mycity_screens() {
  using M = const ScreenModels&;
  static const std::vector<ScreenEntry<ScreenModels>> list = {
      {MyCityScreen::Rules, StartHere::Yes,
       [](M m) {
         return make_screen<RulesScreen>(m.assets / "rules-summary.txt",
                                         i18n::marked("Rules in brief"));
       }},
      {MyCityScreen::ArtPreview, StartHere::Yes,
       [](M m) { return make_screen<ArtPreviewScreen>(m.presentation.animals); }},
      {MyCityScreen::NewGame, StartHere::Yes,
       [](M m) { return make_screen<SetupScreen>(m.game, m.kept); }},
      {MyCityScreen::Continue, StartHere::Yes,
       [](M m) { return make_screen<ContinueScreen>(m.game); }},
      {MyCityScreen::Play, StartHere::No,
       [](M m) { return make_screen<PlayScreen>(m.game, m.presentation); }},
      {MyCityScreen::End, StartHere::No,
       [](M m) { return make_screen<EndScreen>(m.game, m.kept, m.look_back, m.presentation); }},
      {MyCityScreen::CampaignNew, StartHere::No,
       [](M m) { return make_screen<CampaignSetupScreen>(m.campaign); }},
      {MyCityScreen::CampaignList, StartHere::No,
       [](M m) { return make_screen<CampaignListScreen>(m.campaign); }},
      {MyCityScreen::Campaign, StartHere::No,
       [](M m) { return make_screen<CampaignScreen>(m.campaign, m.look_back, m.presentation); }},
      {MyCityScreen::CampaignPlay, StartHere::No,
       [](M m) {
         return make_screen<PlayScreen>(
             std::make_unique<CampaignPlaySource>(m.campaign, m.presentation));
       }},
      {MyCityScreen::FinishedGames, StartHere::Yes,
       [](M m) { return make_screen<FinishedGamesScreen>(m.game, m.campaign, m.look_back); }},
      {MyCityScreen::Analysis, StartHere::No,
       [](M m) { return make_screen<AnalysisScreen>(m.look_back); }},
      {MyCityScreen::Replay, StartHere::No,
       [](M m) { return make_screen<ReplayScreen>(m.look_back); }},
  };
  return list;
}

}  // namespace app
