#include "table_driver.hpp"

#include <SDL.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <tuple>

#include <imgui.h>
#include <imgui_internal.h>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "base/random.hpp"
#include "i18n/translate.hpp"
#include "machikoro/bots.hpp"
#include "machikoro/session/game_hub.hpp"
#include "machikoro/session/table_facts.hpp"
#include "machikoro/session/table_layout.hpp"
#include "screens/machikoro/screen_ids.hpp"

namespace app::test {

using machikoro::Action;
using machikoro::ActionKind;
using machikoro::Decision;
using machikoro::Game;
namespace session = machikoro::session;

namespace {

// A body text line's height: the font's size (platform/fonts.hpp) at the UI scale.
constexpr float kBodyLine = 18.0f;

Point centre(const session::Rect& r) {
  return {r.x + r.w * 0.5f, r.y + r.h * 0.5f};
}

// Where the game stands, to tell that an answer was taken.
auto standing(const Game& game) {
  return std::tuple(game.turn(), game.pending().decision, game.events().size(), game.active(),
                    game.roll().dice.count);
}

}  // namespace

std::filesystem::path instant_settings(const TempDir& dir, float ui_scale) {
  const std::filesystem::path file = dir.path() / "settings.json";
  std::ofstream(file) << "{\"ui_scale\": " << ui_scale
                      << ", \"machikoro\": {\"pace\": \"instant\"}}";
  return file;
}

std::vector<std::string> normal_pace_game(const std::string& players, const std::string& seed,
                                          const TempDir& saves, const TempDir& settings) {
  const std::filesystem::path file = settings.path() / "settings.json";
  std::ofstream(file) << R"({"machikoro": {"pace": "normal"}})";
  return {"--game", "machikoro",  "--new-game",          players,      "--seed",
          seed,     "--save-dir", saves.path().string(), "--settings", file.string()};
}

void write_autosave(const std::filesystem::path& save_dir, const machikoro::Record& record,
                    const std::vector<std::string>& computers) {
  std::filesystem::create_directories(save_dir);
  std::ofstream(save_dir / "machikoro-autosave.mkrec.json")
      << machikoro::record_to_json(record).dump(1);
  const nlohmann::json seats = {
      {"format", "machikoro-seats"}, {"version", 1}, {"computers", computers}};
  std::ofstream(save_dir / "machikoro-autosave.seats.json") << seats.dump(1);
}

namespace {

// A record played on the engine with scripted dice and builds.
class Script {
 public:
  Script(const machikoro::CardSet& cards, machikoro::Setup setup)
      : cards_(cards), game_(cards, setup), recorder_(setup) {}
  void play(const Action& choice) {
    recorder_.add(game_, choice);
    INFO(machikoro::describe(cards_, choice));
    REQUIRE_FALSE(game_.apply(choice));
  }
  void build(const std::string& id) { play(Action::build(*cards_.find(id))); }
  bool built(const std::string& id) const {
    return game_.player(0).built(cards_.find_landmark(id));
  }
  // Everybody after Ann rolls 1 and builds nothing.
  void others_roll_one() {
    for (int seat = 1; seat < game_.player_count(); ++seat) {
      play(Action::roll({1}));
      play(Action::build_nothing());
    }
  }
  const Game& game() const { return game_; }
  machikoro::Record record() const { return recorder_.record(); }

 private:
  const machikoro::CardSet& cards_;
  Game game_;
  machikoro::Recorder recorder_;
};

std::vector<std::string> names(int players) {
  const std::vector<std::string> all{"Ann", "Ben", "Cy", "Di", "Ed"};
  return {all.begin(), all.begin() + std::clamp(players, 2, 5)};
}

}  // namespace

machikoro::Record purple_turn(const machikoro::CardSet& cards, int players) {
  Script script(cards, {.players = names(players), .first = 0});
  for (const char* id :
       {"wheat_field", "wheat_field", "wheat_field", "tv_station", "business_center"}) {
    script.play(Action::roll({1}));
    script.build(id);
    script.others_roll_one();
  }
  script.play(Action::roll({6}));
  REQUIRE(script.game().pending().decision == Decision::Target);
  return script.record();
}

machikoro::Record harbor_turn(const machikoro::CardSet& cards, const std::vector<int>& last_roll) {
  Script script(cards, {.edition = machikoro::Edition::Plus, .players = names(2), .first = 0});
  int wheat = 0;
  for (int round = 0; round < 40 && !script.built("radio_tower"); ++round) {
    if (script.built("train_station")) script.play(Action::dice_count(1));
    script.play(Action::roll({1}));
    const int coins = script.game().player(0).coins;
    const auto wants = [&](const char* id) {
      return !script.built(id) && coins >= cards.landmark(cards.find_landmark(id)).cost;
    };
    if (wheat < 4) {
      script.build("wheat_field");
      ++wheat;
    } else if (wants("harbor")) {
      script.build("harbor");
    } else if (wants("train_station")) {
      script.build("train_station");
    } else if (wants("radio_tower")) {
      script.build("radio_tower");
    } else {
      script.play(Action::build_nothing());
    }
    script.others_roll_one();
  }
  REQUIRE(script.built("radio_tower"));
  script.play(Action::dice_count(static_cast<int>(last_roll.size())));
  script.play(Action::roll(last_roll));
  REQUIRE(script.game().pending().decision == Decision::RadioTower);
  return script.record();
}

machikoro::Record plus_table(const machikoro::CardSet& cards, int turns,
                             machikoro::SupplyMode supply) {
  machikoro::Setup setup{
      .edition = machikoro::Edition::Plus,
      .supply = supply,
      .players = {"Ann", "Computer (hard)", "Computer (easy)", "The Rancher", "The Collector"},
      .first = 0};
  if (supply != machikoro::SupplyMode::All)
    setup.supply_deck = machikoro::shuffled_supply_deck(cards, setup.edition, 11);
  Script script(cards, std::move(setup));
  const auto bot = machikoro::make_bot("medium");
  base::Rng rng(11);
  for (int i = 0; i < 20000; ++i) {
    const Game& game = script.game();
    REQUIRE_FALSE(game.over());
    if (game.turn() > turns && game.active() == 0 && game.pending().decision == Decision::Build)
      break;
    if (game.pending().chance()) {
      std::vector<int> dice(static_cast<std::size_t>(game.pending().dice));
      for (int& die : dice) die = 1 + static_cast<int>(rng.below(6));
      script.play(Action::roll(dice));
    } else {
      script.play(bot->choose(game, rng));
    }
  }
  REQUIRE(script.game().pending().decision == Decision::Build);
  return script.record();
}

void continue_saved(AppDriver& app, const machikoro::Record& record,
                    const std::filesystem::path& saves) {
  std::vector<std::string> computers(record.setup.players.size(), "medium");
  computers.front() = "";
  write_autosave(saves, record, computers);
  REQUIRE(app.click_widget("##main-menu", i18n::tr("Continue") + "##machikoro"));
  app.frames(2);
  REQUIRE(app.app().current_screen() == MachiKoroScreen::Play);
}

const session::Table& TableDriver::table() const {
  const session::Table* table = app_.machikoro().game_hub().table();
  REQUIRE(table != nullptr);
  return *table;
}

bool TableDriver::person_rolls() const {
  const Game& g = game();
  return !g.over() && g.pending().decision == Decision::Roll && !table().is_computer(g.active());
}

bool TableDriver::person_decides() const {
  return table().person_to_act();
}

float TableDriver::drawn_scale() const {
  int w = 0;
  int h = 0;
  SDL_GetWindowSize(app_.app().window(), &w, &h);
  return fitted_ui_scale(static_cast<float>(w), static_cast<float>(h), ui_scale_);
}

session::TableLayout TableDriver::layout() const {
  int w = 0;
  int h = 0;
  SDL_GetWindowSize(app_.app().window(), &w, &h);
  return session::compute_table_layout(
      static_cast<float>(w), static_cast<float>(h), game().player_count(),
      static_cast<int>(session::market_piles(game()).size()), drawn_scale());
}

Point TableDriver::tile_centre(int card) const {
  const auto piles = session::market_piles(game());
  const auto at = std::find_if(piles.begin(), piles.end(),
                               [&](const session::MarketPile& p) { return p.card == card; });
  REQUIRE(at != piles.end());
  return centre(layout().market_tile(static_cast<int>(at - piles.begin())));
}

Point TableDriver::landmark_centre(int seat, int landmark) const {
  const machikoro::CardSet& cards = game().cards();
  std::vector<int> shown;
  for (int l = 0; l < static_cast<int>(cards.landmarks().size()); ++l)
    if (machikoro::in_game(cards.landmark(l).edition, game().setup().edition)) shown.push_back(l);
  const auto at = std::find(shown.begin(), shown.end(), landmark);
  REQUIRE(at != shown.end());
  const session::TableLayout l = layout();
  const float scale = drawn_scale();
  const session::CityLayout city =
      session::city_layout(l.cities.at(static_cast<std::size_t>(seat)), l.pad, kBodyLine * scale,
                           static_cast<int>(shown.size()), scale);
  return centre(city.landmarks.at(static_cast<std::size_t>(at - shown.begin())));
}

void TableDriver::roll(bool by_key) {
  REQUIRE(person_rolls());
  const auto before = standing(game());
  if (by_key)
    app_.key(SDLK_SPACE);
  else
    click_answer("###roll");
  app_.frames(1);
  CHECK(standing(game()) != before);
  ++counts_.rolls;
}

void TableDriver::click_city_card(int seat, int card) {
  // A city is BeginChild("##city") under PushID(seat): ImGui 1.86 names the child window
  // "<parent>/##city_<the child's id as 8 hex digits>".
  const ImGuiWindow* play = ImGui::FindWindowByName("##machikoro-play");
  REQUIRE(play != nullptr);
  const ImGuiID child = ImHashStr("##city", 0, ImHashData(&seat, sizeof(int), play->ID));
  char name[64];
  std::snprintf(name, sizeof name, "##machikoro-play/##city_%08X", child);
  REQUIRE(app_.click_widget(name, "##card", card));
}

void TableDriver::click_answer(const std::string& id) {
  REQUIRE(app_.click_widget("##machikoro-play/##decision", id));
}

void TableDriver::pick_by_keys(int steps) {
  for (int i = 0; i < steps; ++i) app_.key(SDLK_RIGHT);
  app_.key(SDLK_SPACE);
}

void TableDriver::build(const Action& choice) {
  const Game& g = game();
  const int seat = g.active();
  if (choice.card.landmark)
    app_.click(landmark_centre(seat, choice.card.index));
  else
    app_.click(tile_centre(choice.card.index));
  app_.key(SDLK_RETURN);
}

void TableDriver::answer(const Action& choice) {
  REQUIRE(person_decides());
  const Game& g = game();
  const auto before = standing(g);
  const std::size_t events = g.events().size();
  const int seat = g.active();
  switch (choice.kind) {
    case ActionKind::DiceCount:
      app_.key(choice.count == 1 ? SDLK_1 : SDLK_2);
      ++counts_.dice_counts;
      break;
    case ActionKind::Reroll:
      app_.key(SDLK_r);
      ++counts_.rerolls;
      break;
    case ActionKind::KeepRoll:
      click_answer("###keep");
      ++counts_.kept;
      break;
    case ActionKind::AddTwo:
      app_.key(SDLK_a);
      ++counts_.harbors;
      break;
    case ActionKind::NoAddTwo:
      click_answer("###no");
      ++counts_.harbors;
      break;
    case ActionKind::Target: {
      // The digits count the players the TV Station may take from, clockwise.
      int digit = 0;
      for (int i = 1; i < g.player_count(); ++i) {
        const int other = (seat + i) % g.player_count();
        if (!g.check(Action::target(other))) ++digit;
        if (other == choice.seat) break;
      }
      app_.key(SDLK_0 + digit);
      ++counts_.targets;
      break;
    }
    case ActionKind::Swap: {
      // The keys walk over the person's cards a swap can give, then the others' cards
      // clockwise that it can take, each in card order.
      const auto legal = g.legal_actions();
      std::vector<int> gives;
      for (const Action& c : legal)
        if (c.kind == ActionKind::Swap &&
            std::find(gives.begin(), gives.end(), c.card.index) == gives.end())
          gives.push_back(c.card.index);
      std::sort(gives.begin(), gives.end());
      const auto give = std::find(gives.begin(), gives.end(), choice.card.index);
      REQUIRE(give != gives.end());
      pick_by_keys(static_cast<int>(give - gives.begin()) + 1);
      const int take = [&] {
        int index = 0;
        for (int i = 1; i < g.player_count(); ++i) {
          const int other = (seat + i) % g.player_count();
          for (int e = 0; e < static_cast<int>(g.cards().establishments().size()); ++e) {
            if (other == choice.seat && e == choice.take) return index;
            if (!g.check(Action::swap(choice.card.index, other, e))) ++index;
          }
        }
        return -1;
      }();
      REQUIRE(take >= 0);
      pick_by_keys(take + 1);
      app_.key(SDLK_RETURN);
      ++counts_.swaps;
      break;
    }
    case ActionKind::DeclineSwap:
      click_answer("###decline");
      ++counts_.declined;
      break;
    case ActionKind::Build:
      build(choice);
      ++counts_.builds;
      break;
    case ActionKind::BuildNothing:
      app_.key(SDLK_RETURN);
      ++counts_.nothing;
      break;
    default:
      FAIL("not a person's decision: " << machikoro::describe(g.cards(), choice));
  }
  app_.frames(1);
  INFO(machikoro::describe(game().cards(), choice));
  REQUIRE(standing(game()) != before);
  if (choice.kind == ActionKind::Build || choice.kind == ActionKind::Swap) {
    // The event the answer made, among those the table played after it.
    const auto& all = game().events();
    const bool made =
        std::any_of(all.begin() + static_cast<std::ptrdiff_t>(events), all.end(),
                    [&](const machikoro::Event& e) {
                      return e.from == seat && e.card == choice.card &&
                             (choice.kind == ActionKind::Build
                                  ? e.kind == machikoro::EventKind::Build
                                  : e.kind == machikoro::EventKind::Swap && e.take == choice.take);
                    });
    CHECK(made);
  }
}

}  // namespace app::test
