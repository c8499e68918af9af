// Campaign saves as `mycity-cli check-save` reads and checks them.
#include "../../src/cli/commands.hpp"
#include "base/error.hpp"
#include "fuzz_support.hpp"

namespace {

using namespace mycity;

struct Content {
  Catalogue catalogue = load_catalogue(fuzz::shipped_content());
  CampaignDef campaign = load_campaign(default_campaign_file(fuzz::shipped_content()), catalogue);
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const Content content;
  const std::string file = fuzz::write_input("input.json", data, size);
  try {
    cli::run_check_save(content.catalogue, content.campaign, file);
  } catch (const base::Error&) {
  }
  return 0;
}
