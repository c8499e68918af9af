#include "screens/machikoro/play/play_screen.hpp"

#include <algorithm>
#include <chrono>
#include <span>

#include "machikoro/session/computers.hpp"
#include "machikoro/session/game_hub.hpp"
#include "machikoro/session/table_facts.hpp"
#include "machikoro/session/table_layout.hpp"
#include "screens/machikoro/machikoro_info.hpp"
#include "screens/machikoro/play/card_panel.hpp"
#include "screens/machikoro/play/city_view.hpp"
#include "screens/machikoro/play/decision_bar.hpp"
#include "screens/machikoro/play/market_view.hpp"
#include "screens/machikoro/play/picks.hpp"
#include "screens/machikoro/play/play_keys.hpp"
#include "screens/machikoro/play/top_bar.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "ui/key_bar.hpp"
#include "ui/widgets.hpp"

namespace app {

using machikoro::Action;
using machikoro::Decision;
using machikoro::Game;
using machikoro::session::LoggedTurn;
using machikoro::session::Played;
using machikoro::session::Table;
using machikoro::session::TableLayout;
using Kind = mk::Command::Kind;

namespace {

// How long a frame waits for a computer's answer: the quick players answer in the frame
// that asked, and a long think is looked at about 60 times a second.
constexpr std::chrono::milliseconds kThinkWait{16};
// At the instant pace the table plays this many actions a frame at most, so that a frame
// stays short while computers play many turns.
constexpr int kActionsPerFrame = 32;

std::vector<int> coins_of(const Game& game) {
  std::vector<int> coins;
  for (int seat = 0; seat < game.player_count(); ++seat) coins.push_back(game.player(seat).coins);
  return coins;
}

// The roll the table shows: this turn's once made, else the turn before's, with its
// payments among the events shown once the dice lie still.
struct ShownRoll {
  const LoggedTurn* turn = nullptr;
  const LoggedTurn* dice = nullptr;  // the dice drawn: while they tumble, this turn's
  std::vector<machikoro::session::IncomeMark> marks;
};

ShownRoll shown_roll(const Game& game, const std::vector<LoggedTurn>& turns, bool tumbling,
                     std::size_t shown_events) {
  ShownRoll shown;
  for (auto turn = turns.rbegin(); turn != turns.rend() && shown.turn == nullptr; ++turn)
    if (!turn->roll.dice.empty() && !(tumbling && turn == turns.rbegin())) shown.turn = &*turn;
  if (shown.turn != nullptr) {
    const std::size_t first = std::min(shown.turn->first_event, shown_events);
    const std::size_t end = std::min(shown.turn->end_event, shown_events);
    shown.marks = machikoro::session::income_marks(
        std::span(game.events()).subspan(first, end - first), game.player_count());
  }
  shown.dice = tumbling && !turns.empty() ? &turns.back() : shown.turn;
  return shown;
}

// A seat's city as the table shows it now: its coins, and the roll's marks and total.
mk::CityScene city_scene(const Table& table, const TableLayout& layout, const ShownRoll& roll,
                         const std::vector<int>& coins, int seat, bool tumbling) {
  mk::CityScene city;
  city.seat = seat;
  city.rect = layout.cities[static_cast<std::size_t>(seat)];
  city.pad = layout.pad;
  city.coins = coins[static_cast<std::size_t>(seat)];
  if (!roll.marks.empty()) city.mark = roll.marks[static_cast<std::size_t>(seat)];
  if (roll.turn != nullptr && !tumbling) city.total = roll.turn->roll.total;
  city.computer = table.computer(seat);
  return city;
}

// The table's window over the whole display; under the card panel it takes no clicks.
void begin_table_window(ImVec2 display, bool card_shown) {
  ImGui::SetNextWindowPos({0, 0});
  ImGui::SetNextWindowSize(display);
  // The layout keeps its own margins; the window's padding would clip the right column.
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});
  ImGui::Begin("##machikoro-play", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBackground |
                   ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoBringToFrontOnFocus |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoScrollWithMouse |
                   (card_shown ? ImGuiWindowFlags_NoMouseInputs : 0));
  ImGui::PopStyleVar();
}

// The keys of the moment, in the bar at the table's foot.
void draw_keys(UiFrame& frame, const TableLayout& layout, const std::vector<std::string>& hints) {
  ImGui::PushFont(frame.fonts.small);
  const machikoro::session::Rect& keys = layout.keys;
  draw_key_bar({keys.x, keys.y}, {keys.right(), keys.bottom()}, layout.key_lines, hints);
  ImGui::PopFont();
}

}  // namespace

void MachiKoroPlayScreen::on_enter() {
  ui_ = {};
  log_ = {};
  pacer_ = {};
  drew_tumbling_ = false;
  history_.reset();
  sounds_.forget();
  if (const Table* table = hub_.table())
    history_.emplace(hub_.cards(), table->record(), table->game());
}

bool MachiKoroPlayScreen::person_rolls(const Table& table) const {
  const Game& game = table.game();
  return !game.over() && game.pending().decision == Decision::Roll &&
         !table.is_computer(game.active()) && !ui_.roll_asked;
}

bool MachiKoroPlayScreen::waits_for_person(const Table& table) const {
  return table.person_to_act() || person_rolls(table);
}

bool MachiKoroPlayScreen::animating() const {
  const Table* table = hub_.table();
  if (table == nullptr) return false;
  const Clock::time_point now = Clock::now();
  // The frame after the tumble shows the dice still and the coins they paid.
  if (pacer_.tumbling(now) || drew_tumbling_ || table->game().over()) return true;
  // A pause before a person's turn changes nothing on screen when it ends; a hint's think
  // shows once it is done.
  return !waits_for_person(*table) || table->hint_thinking();
}

void MachiKoroPlayScreen::after_action(const Game& game, Played what, Clock::time_point now) {
  history_->follow(game);
  pacer_.played(what, pace_, now);
  ui_.build.reset();
  ui_.give.reset();
  ui_.take.reset();
  // The keyboard's card stays while others play, so a person may read the cards meanwhile.
  if (what == Played::Person) ui_.focus.reset();
  if (what == Played::Roll) {
    ui_.roll_asked = false;
    ++rolls_;
  }
}

std::vector<int> MachiKoroPlayScreen::shown_coins(const Game& game, bool tumbling) const {
  return tumbling && coins_before_.size() == static_cast<std::size_t>(game.player_count())
             ? coins_before_
             : coins_of(game);
}

void MachiKoroPlayScreen::move_table(Table& table, Clock::time_point now) {
  for (int i = 0; i < kActionsPerFrame; ++i) {
    const Game& game = table.game();
    if (game.over() || pacer_.holding(now)) return;
    const machikoro::Pending pending = game.pending();
    if (pending.chance()) {
      if (person_rolls(table)) return;
      coins_before_ = coins_of(game);
      events_before_ = game.events().size();
      if (!table.advance(std::chrono::milliseconds(0))) return;
      after_action(game, Played::Roll, now);
    } else {
      if (!table.is_computer(pending.player) || !table.advance(kThinkWait)) return;
      after_action(game, Played::Computer, now);
    }
  }
}

bool MachiKoroPlayScreen::act(Table& table, const Action& choice) {
  if (table.act(choice)) return false;
  after_action(table.game(), Played::Person, Clock::now());
  return true;
}

void MachiKoroPlayScreen::pick(const Game& game, const mk::TableCard& card) {
  switch (game.pending().decision) {
    case Decision::Build:
      if (ui_.build == card.card)
        ui_.build.reset();
      else
        ui_.build = card.card;
      break;
    case Decision::Swap:
      if (card.seat == game.active()) {
        const bool again = ui_.give == card.card.index;
        ui_.give.reset();
        ui_.take.reset();
        if (!again) ui_.give = card.card.index;
      } else if (ui_.take == card) {
        ui_.take.reset();
      } else {
        ui_.take = card;
      }
      break;
    default:
      break;
  }
}

void MachiKoroPlayScreen::answer(Table& table, const mk::Command& command) {
  const Game& game = table.game();
  switch (command.kind) {
    case Kind::DiceCount:  // the roll follows at once
      if (act(table, Action::dice_count(command.count))) ui_.roll_asked = true;
      break;
    case Kind::Reroll:
      if (act(table, Action::reroll())) ui_.roll_asked = true;
      break;
    case Kind::KeepRoll:
      act(table, Action::keep_roll());
      break;
    case Kind::AddTwo:
      act(table, Action::add_two());
      break;
    case Kind::NoAddTwo:
      act(table, Action::no_add_two());
      break;
    case Kind::Target:
      act(table, Action::target(command.seat));
      break;
    case Kind::Swap:
      if (ui_.give && ui_.take)
        act(table, Action::swap(*ui_.give, ui_.take->seat, ui_.take->card.index));
      break;
    case Kind::DeclineSwap:
      act(table, Action::decline_swap());
      break;
    case Kind::EndTurn:
      if (game.pending().decision == Decision::Build)
        act(table, ui_.build ? Action::build(*ui_.build) : Action::build_nothing());
      break;
    default:
      break;
  }
}

void MachiKoroPlayScreen::point(Table& table, const mk::Picks& picks, const mk::Command& command) {
  const Game& game = table.game();
  switch (command.kind) {
    case Kind::Pick:  // a click: C then describes the card clicked, as after the arrows
      if (!picks.can_pick({command.seat, command.card})) break;
      ui_.focus = mk::TableCard{command.seat, command.card};
      pick(game, *ui_.focus);
      break;
    case Kind::Choose:
      if (!ui_.focus || !picks.can_pick(*ui_.focus)) break;
      if (game.pending().decision == Decision::Target)
        act(table, Action::target(ui_.focus->seat));
      else
        pick(game, *ui_.focus);
      break;
    case Kind::Undo:
      if (ui_.take)
        ui_.take.reset();
      else if (ui_.give)
        ui_.give.reset();
      else
        ui_.build.reset();
      break;
    case Kind::MoveFocus: {
      const std::vector<mk::TableCard>& cards = picks.focus();
      if (cards.empty()) break;
      const auto at = std::find(cards.begin(), cards.end(), ui_.focus);
      const auto n = static_cast<int>(cards.size());
      const int from =
          at == cards.end() ? (command.step > 0 ? -1 : 0) : static_cast<int>(at - cards.begin());
      ui_.focus = cards[static_cast<std::size_t>(((from + command.step) % n + n) % n)];
      break;
    }
    case Kind::ToggleCard:
      if (!ui_.card_shown && !ui_.focus && !picks.focus().empty())
        ui_.focus = picks.focus().front();
      ui_.card_shown = !ui_.card_shown && ui_.focus && ui_.focus->card.index >= 0;
      break;
    default:
      break;
  }
}

void MachiKoroPlayScreen::apply(UiFrame* frame, Table& table, const mk::Commands& commands) {
  for (const mk::Command& command : commands) {
    const bool person = table.person_to_act() && !pacer_.tumbling(Clock::now());
    switch (command.kind) {
      case Kind::Roll:  // at once: a pause after the computer before is for watching it
        if (!person_rolls(table)) break;
        ui_.roll_asked = true;
        pacer_.played(Played::Person, pace_, Clock::now());
        break;
      case Kind::DiceCount:
      case Kind::Reroll:
      case Kind::KeepRoll:
      case Kind::AddTwo:
      case Kind::NoAddTwo:
      case Kind::Target:
      case Kind::Swap:
      case Kind::DeclineSwap:
      case Kind::EndTurn:
        if (person) answer(table, command);
        break;
      case Kind::Pick:
      case Kind::Choose:
      case Kind::Undo:
      case Kind::MoveFocus:
      case Kind::ToggleCard:
        point(table, mk::Picks(table.game(), ui_, person), command);
        break;
      case Kind::SkipDice:
        pacer_.skip(Clock::now());
        break;
      case Kind::Hint:
        if (person) table.ask_hint();
        break;
      case Kind::Menu:
        if (frame != nullptr) frame->go_to = ScreenId::MainMenu;
        break;
    }
  }
}

bool MachiKoroPlayScreen::on_key(const KeyPress& key) {
  Table* table = hub_.table();
  if (table == nullptr || !history_) return false;
  const mk::KeyScene scene{pacer_.tumbling(Clock::now()), table->person_to_act(),
                           person_rolls(*table), table->hints()};
  const mk::KeyCommands keys = mk::key_commands(table->game(), ui_, scene, key);
  apply(nullptr, *table, keys.commands);
  return keys.handled;
}

void MachiKoroPlayScreen::draw_table(UiFrame& frame, Table& table, Clock::time_point now,
                                     mk::Commands& commands) {
  const Game& game = table.game();
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const std::vector<machikoro::session::MarketPile> piles = machikoro::session::market_piles(game);
  const TableLayout layout = machikoro::session::compute_table_layout(
      display.x, display.y, game.player_count(), static_cast<int>(piles.size()), frame.ui_scale);
  const bool tumbling = pacer_.tumbling(now);
  drew_tumbling_ = tumbling;
  const mk::KeyScene scene{tumbling, table.person_to_act(), person_rolls(table), table.hints()};
  const mk::Picks picks(game, ui_, scene.person && !tumbling);
  const std::vector<int> coins = shown_coins(game, tumbling);
  const std::size_t shown_events = tumbling ? events_before_ : game.events().size();
  const ShownRoll roll = shown_roll(game, history_->turns(), tumbling, shown_events);

  begin_table_window(display, ui_.card_shown);
  mk::draw_top_bar(frame, game, table.save_error(), layout, commands);
  for (int seat = 0; seat < game.player_count(); ++seat) {
    const mk::CityScene city = city_scene(table, layout, roll, coins, seat, tumbling);
    mk::draw_city(frame, game, picks, ui_, city, commands);
  }
  mk::draw_market(frame, game, picks, ui_, layout, commands);
  mk::DecisionScene decision;
  decision.keys = scene;
  if (roll.dice != nullptr) {
    decision.dice.roll = &roll.dice->roll;
    decision.dice.who = machikoro::session::seat_name(game, roll.dice->player);
    decision.dice.tumbled = pacer_.tumbled(now);
  }
  mk::draw_decision(frame, table, ui_, decision, layout, commands);
  mk::draw_log(frame, game, *history_, shown_events, tumbling, layout, ui_.card_shown, log_);
  draw_keys(frame, layout, mk::key_hints(game, ui_, scene));
  if (tumbling && ImGui::IsMouseClicked(ImGuiMouseButton_Left))
    commands.push_back({.kind = Kind::SkipDice});
  ImGui::End();
  if (ui_.card_shown && ui_.focus) mk::draw_card_panel(frame, game, ui_.focus->card, commands);
}

void MachiKoroPlayScreen::draw(UiFrame& frame) {
  Table* table = hub_.table();
  if (table == nullptr) {
    frame.go_to = ScreenId::MainMenu;
    return;
  }
  if (!history_) history_.emplace(hub_.cards(), table->record(), table->game());
  pace_ = chosen_pace(frame.settings.get());
  const Clock::time_point now = Clock::now();
  move_table(*table, now);
  // The hint about the decision now, once thought (none once the game moved on).
  ui_.hint = table->hint(std::chrono::milliseconds(0));
  ui_.hint_thinking = table->hint_thinking();
  const Game& game = table->game();
  for (const Cue cue :
       sounds_.heard({rolls_, shown_coins(game, pacer_.tumbling(now)), game.over()}))
    frame.cues.push_back(cue);
  if (table->game().over() && !pacer_.holding(now)) {
    frame.go_to = MachiKoroScreen::End;
    return;
  }
  mk::Commands commands;
  draw_table(frame, *table, now, commands);
  apply(&frame, *table, commands);
}

}  // namespace app
