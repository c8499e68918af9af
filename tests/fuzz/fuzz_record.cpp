// Game records as `mycity-cli replay` and `legal --record` read them; a record that parses
// must come back the same after being written and read again.
#include <optional>

#include <nlohmann/json.hpp>

#include "../../src/cli/commands.hpp"
#include "base/error.hpp"
#include "fuzz_support.hpp"
#include "mycity/record.hpp"

namespace {

using namespace mycity;

struct Content {
  Catalogue catalogue = load_catalogue(fuzz::shipped_content());
  std::filesystem::path campaign_file = default_campaign_file(fuzz::shipped_content());
};

void check_rewrite(const Record& record, const Catalogue& catalogue) {
  const std::string text = record_to_json(record, catalogue).dump(2);
  const std::string file = fuzz::write_input(
      "rewritten.mcrec.json", reinterpret_cast<const std::uint8_t*>(text.data()), text.size());
  if (!(read_record_file(file, catalogue) == record)) fuzz::finding("the rewritten record differs");
}

// The first card of the deck that is a building (`legal` asks about one).
std::optional<std::string> a_building(const Record& record, const Catalogue& catalogue) {
  for (const std::string& card : record.deck)
    if (catalogue.find_piece(card)) return card;
  return std::nullopt;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const Content content;
  const std::string file = fuzz::write_input("input.mcrec.json", data, size);
  std::optional<Record> record;
  try {
    record = read_record_file(file, content.catalogue);
  } catch (const base::Error&) {
    return 0;
  }
  check_rewrite(*record, content.catalogue);
  try {
    cli::run_replay(content.catalogue, file, content.campaign_file, true);
  } catch (const base::Error&) {
  }
  if (const auto piece = a_building(*record, content.catalogue)) {
    try {
      cli::LegalOptions options;
      options.mode = record->mode;
      options.piece = *piece;
      options.record = file;
      cli::run_legal(content.catalogue, options, content.campaign_file);
    } catch (const base::Error&) {
    }
  }
  return 0;
}
