// Content files (pieces, a board, a mode, the campaign) as the game loads them, then a
// short game of every mode and the campaign's first episode. The input's first byte picks
// the file it replaces in a copy of campaigns/; the rest is that file.
#include <array>
#include <optional>

#include "base/atomic_file.hpp"
#include "base/error.hpp"
#include "fuzz_support.hpp"
#include "mycity/bots.hpp"
#include "mycity/campaign_autoplay.hpp"

namespace {

using namespace mycity;

constexpr std::array<const char*, 4> kFiles = {"core/pieces.json", "boards/eternity.json",
                                               "modes/eternity.json", "legacy/campaign.json"};
constexpr std::size_t kCampaignFile = 3;

const std::filesystem::path& content_copy() {
  static const std::filesystem::path dir = [] {
    const auto copy = fuzz::scratch_dir() / "campaigns";
    std::filesystem::remove_all(copy);
    std::filesystem::copy(fuzz::shipped_content(), copy, std::filesystem::copy_options::recursive);
    return copy;
  }();
  return dir;
}

// The shipped files' bytes, read once, to put back after each input. Not copy_file: it
// fails with EINTR when libFuzzer's -timeout alarm interrupts its sendfile.
const std::string& shipped_text(std::size_t which) {
  static const std::array<std::string, kFiles.size()> texts = [] {
    std::array<std::string, kFiles.size()> read;
    for (std::size_t i = 0; i < kFiles.size(); ++i)
      read[i] = base::read_small_file(fuzz::shipped_content() / kFiles[i], 64u << 20);
    return read;
  }();
  return texts[which];
}

// The shipped catalogue, loaded once: a changed campaign file needs no other file again.
const Catalogue& shipped_catalogue() {
  static const Catalogue catalogue = load_catalogue(fuzz::shipped_content());
  return catalogue;
}

void play_short_games(const Catalogue& catalogue, const CampaignDef& definition) {
  const auto bot = make_bot("random");
  for (const Ruleset& rules : catalogue.rulesets()) {
    const std::vector<std::string> names(static_cast<std::size_t>(rules.min_players), "P");
    Game game = Game::on_printed_board(catalogue, rules, names, base::shuffled_deck(rules.deck, 1));
    base::Rng rng(2);
    play_out(game, *bot, rng);
    game.result();
  }
  std::vector<CampaignPlayerSetup> players;
  for (int i = 0; i < definition.min_players; ++i)
    players.push_back({"P" + std::to_string(i), "fox", "C" + std::to_string(i)});
  Campaign campaign(catalogue, definition, players, 3);
  base::Rng rng(4);
  while (campaign.episode() < 2 && step_with_bot(campaign, *bot, rng)) {
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::filesystem::path& dir = content_copy();
  const std::size_t which = data[0] % kFiles.size();
  const std::filesystem::path file = dir / kFiles[which];
  fuzz::write_file(file, {reinterpret_cast<const char*>(data + 1), size - 1});
  try {
    const std::optional<Catalogue> changed =
        which == kCampaignFile ? std::nullopt : std::optional<Catalogue>(load_catalogue(dir));
    const Catalogue& catalogue = changed ? *changed : shipped_catalogue();
    const CampaignDef campaign = load_campaign(default_campaign_file(dir), catalogue);
    play_short_games(catalogue, campaign);
  } catch (const base::Error&) {
  }
  fuzz::write_file(file, shipped_text(which));
  return 0;
}
