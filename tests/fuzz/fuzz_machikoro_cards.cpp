// Machi Koro's cards file (campaigns/machikoro/cards.json) as the game loads it; a file that
// loads must play: a short game of each edition and supply with the random computer player.
#include "base/error.hpp"
#include "fuzz_support.hpp"
#include "machikoro/bots.hpp"
#include "machikoro/cards.hpp"

namespace {

// Games of at most this many turns: enough to buy, fire every colour and build landmarks.
constexpr int kTurns = 60;

void play_short_game(const machikoro::CardSet& cards, machikoro::Edition edition,
                     machikoro::SupplyMode supply) {
  machikoro::Setup setup;
  setup.edition = edition;
  setup.supply = supply;
  setup.players = {"A", "B", "C"};
  if (supply != machikoro::SupplyMode::All)
    setup.supply_deck = machikoro::shuffled_supply_deck(cards, edition, 1);
  machikoro::Game game(cards, setup);
  const auto bot = machikoro::make_bot("random");
  base::Rng rng(2);
  while (!game.over() && game.turn() <= kTurns) {
    const machikoro::Action choice =
        game.pending().chance() ? machikoro::roll_dice(game, rng) : bot->choose(game, rng);
    if (const auto refusal = game.apply(choice))
      mycity::fuzz::finding("a legal choice was refused: " + refusal->text());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const machikoro::CardSet cards = machikoro::load_cards_text(text, "cards.json");
    for (const auto edition : {machikoro::Edition::Base, machikoro::Edition::Plus})
      for (const auto supply : {machikoro::SupplyMode::All, machikoro::SupplyMode::Ten,
                                machikoro::SupplyMode::FiveFiveTwo})
        play_short_game(cards, edition, supply);
  } catch (const base::Error&) {
  }
  return 0;
}
