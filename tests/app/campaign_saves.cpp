#include "campaign_saves.hpp"

#include "mycity/campaign_autoplay.hpp"
#include "platform/data_dir.hpp"

namespace app::test {

Content::Content()
    : catalogue(mycity::load_catalogue(default_data_dir())),
      definition(load_campaign(mycity::default_campaign_file(default_data_dir()), catalogue)) {}

void save_autoplayed(const Content& content, const std::filesystem::path& dir,
                     const std::string& name,
                     const std::function<bool(const mycity::Campaign&)>& done,
                     const std::vector<mycity::CampaignPlayerSetup>& players) {
  mycity::Campaign campaign(content.catalogue, content.definition, players, 3);
  auto bot = mycity::make_bot("greedy");
  base::Rng rng(3);
  while (!done(campaign) && step_with_bot(campaign, *bot, rng)) {
  }
  const mycity::CampaignSaves folder(dir / "campaigns", content.catalogue, content.definition);
  folder.save(name, campaign, "2026-11-23T10:00:00Z");
}

}  // namespace app::test
