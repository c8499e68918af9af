// Machi Koro records as `mycity-cli machikoro replay` and `machikoro legal` read them; a
// record that parses must come back the same after being written and read again.
#include <optional>

#include <nlohmann/json.hpp>

#include "../../src/cli/machikoro_commands.hpp"
#include "base/error.hpp"
#include "fuzz_support.hpp"
#include "machikoro/record.hpp"

namespace {

const machikoro::CardSet& shipped_cards() {
  static const machikoro::CardSet cards =
      machikoro::load_cards(machikoro::default_cards_file(mycity::fuzz::shipped_content()));
  return cards;
}

void check_rewrite(const machikoro::Record& record) {
  try {
    const std::string text = machikoro::record_to_json(record).dump(2);
    if (!(machikoro::read_record_text(text, "rewritten.mkrec.json") == record))
      mycity::fuzz::finding("the rewritten record differs");
  } catch (const base::Error& e) {
    mycity::fuzz::finding(std::string("the rewritten record is refused: ") + e.what());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const machikoro::CardSet& cards = shipped_cards();
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::optional<machikoro::Record> record;
  try {
    record = machikoro::read_record_text(text, "input.mkrec.json");
  } catch (const base::Error&) {
    return 0;
  }
  check_rewrite(*record);
  const std::string file = mycity::fuzz::write_input("input.mkrec.json", data, size);
  try {
    cli::run_machikoro_replay(cards, file);
  } catch (const base::Error&) {
  }
  try {
    cli::run_machikoro_legal(cards, file);
  } catch (const base::Error&) {
  }
  return 0;
}
