#include "screens/machikoro/setup_screen.hpp"

#include <algorithm>
#include <cstring>

#include "base/random.hpp"
#include "i18n/translate.hpp"
#include "machikoro/session/computers.hpp"
#include "screens/machikoro/screen_ids.hpp"
#include "screens/machikoro/seat_colours.hpp"
#include "screens/remembered_choice.hpp"
#include "table/default_names.hpp"
#include "ui/panel_body.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace app {

using i18n::tr;
namespace mk = machikoro::session;

namespace {

std::string computer_id(int kind) {
  return kind == 0 ? ""
                   : std::string(mk::computer_players()[static_cast<std::size_t>(kind - 1)].id);
}

int kind_of(const std::string& computer) {
  const auto computers = mk::computer_players();
  for (std::size_t i = 0; i < computers.size(); ++i)
    if (computers[i].id == computer) return static_cast<int>(i) + 1;
  return 0;
}

// Person, then each computer player: the labels of a seat's choice and the line beside each.
std::vector<std::string> kind_labels() {
  std::vector<std::string> labels{tr("Person")};
  for (const mk::ComputerPlayer& computer : mk::computer_players())
    labels.push_back(mk::computer_label(computer));
  return labels;
}

std::vector<std::string> kind_notes() {
  std::vector<std::string> notes{""};
  for (const mk::ComputerPlayer& computer : mk::computer_players())
    notes.push_back(mk::computer_description(computer));
  return notes;
}

template <class T>
struct Choice {
  T value;
  std::string text;
};

// Choices side by side after a label in the options' first column; their ids are
// "###<id>-a", "###<id>-b", ... in every language.
template <class T>
void choice_row(const std::string& label, float column, T& value,
                const std::vector<Choice<T>>& choices, const std::string& id) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(label.c_str());
  ImGui::SameLine(column);
  for (std::size_t i = 0; i < choices.size(); ++i) {
    if (i > 0) ImGui::SameLine();
    const std::string shown = choices[i].text + "###" + id + "-" + static_cast<char>('a' + i);
    if (ImGui::RadioButton(shown.c_str(), value == choices[i].value)) value = choices[i].value;
  }
}

// What the market chosen puts on sale (K3, K3a), in a line.
std::string market_note(machikoro::SupplyMode supply) {
  switch (supply) {
    case machikoro::SupplyMode::Ten:
      return tr(
          // TRANSLATORS: Machi Koro's market, "ten types at a time".
          "One shuffled deck is turned until ten types lie out; it turns again "
          "when a pile runs out.");
    case machikoro::SupplyMode::FiveFiveTwo:
      return tr(
          // TRANSLATORS: Machi Koro's market, "5 + 5 + 2": the businesses that work on
          // rolls 1-6, those on 7 or more, and the purple ones each have their own deck.
          "Five types for rolls 1 to 6, five for 7 and more, two purple: each "
          "group turned from its own deck.");
    case machikoro::SupplyMode::All:
      break;
  }
  // TRANSLATORS: Machi Koro's market, "all types".
  return tr("Every type of business is on sale from the start.");
}

}  // namespace

void MachiKoroSetupScreen::on_enter() {
  error_.clear();
  seats_.clear();
  // The last game's seats and choices, or a person and a computer at medium: a setup left
  // with Esc is cancelled, one started is the last game.
  const std::optional<mk::NewTable>& last = hub_.last_table();
  options_ = last.value_or(mk::NewTable{});
  if (!last) {
    add_seat("", "");
    add_seat("", "medium");
    return;
  }
  for (std::size_t i = 0; i < last->players.size(); ++i)
    add_seat(last->players[i], i < last->computers.size() ? last->computers[i] : "");
}

void MachiKoroSetupScreen::add_seat(const std::string& name, const std::string& computer) {
  Seat seat;
  // A name the game gave stays a hint, shown in the language of the day.
  if (!mk::is_default_name(name))
    std::strncpy(seat.name.data(), name.c_str(), seat.name.size() - 1);
  seat.kind = kind_of(computer);
  seats_.push_back(seat);
}

std::vector<std::string> MachiKoroSetupScreen::typed_names() const {
  std::vector<std::string> typed;
  for (const Seat& seat : seats_) typed.push_back(table::typed_or(seat.name.data(), ""));
  return typed;
}

void MachiKoroSetupScreen::fill_from(const table::RememberedPlayer* person, Seat& seat) {
  if (person == nullptr) return;
  put_name(seat.name, person->name);
  seat.kind = 0;
}

mk::NewTable MachiKoroSetupScreen::request() const {
  mk::NewTable table = options_;
  std::vector<std::string> typed;
  table.computers.clear();
  for (const Seat& seat : seats_) {
    typed.emplace_back(seat.name.data());
    table.computers.push_back(computer_id(seat.kind));
  }
  table.players = mk::seat_names(typed, table.computers);
  if (table.first && *table.first >= static_cast<int>(seats_.size())) table.first.reset();
  return table;
}

void MachiKoroSetupScreen::start(UiFrame& frame) {
  const mk::NewTable table = request();
  error_ = mk::check_new_table(table).error();
  if (error_.empty()) error_ = hub_.start(table, base::random_seed()).error();
  if (error_.empty()) frame.go_to = MachiKoroScreen::Play;
}

void MachiKoroSetupScreen::draw_seat(std::size_t index, const std::string& hint,
                                     const std::vector<std::string>& kinds,
                                     const std::vector<std::string>& notes) {
  Seat& seat = seats_[index];
  ImGui::PushID(static_cast<int>(index));
  const float swatch = ImGui::GetFrameHeight();
  seat_swatch(static_cast<int>(index), swatch);
  ImGui::SameLine();
  // The name takes what the seat's choice and Remove, each as wide as its words, leave.
  const std::string remove = tr("Remove");
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const table::Roster* roster = hub_.roster();
  const float others = (roster ? remembered_choice_width() : 0.0f) + combo_width(kinds) +
                       framed_width({remove}) + 2 * gap;
  ImGui::SetNextItemWidth(std::max(ImGui::GetContentRegionAvail().x - others, 4 * swatch));
  ImGui::InputTextWithHint("##name", hint.c_str(), seat.name.data(), seat.name.size());
  if (roster) {
    ImGui::SameLine(0.0f, 0.0f);
    fill_from(remembered_choice(*roster, typed_names()), seat);
  }
  ImGui::SameLine();
  // A new choice empties the name, so the field's hint names the seat ("The Rancher").
  if (choice_combo("##kind", "kind", kinds, seat.kind, notes)) seat.name.fill('\0');
  if (seat.kind > 0 && ImGui::IsItemHovered())
    ImGui::SetTooltip("%s", notes[static_cast<std::size_t>(seat.kind)].c_str());
  ImGui::SameLine();
  ImGui::BeginDisabled(seats_.size() <= static_cast<std::size_t>(machikoro::kMinPlayers));
  if (button((remove + "###remove").c_str()))
    seats_.erase(seats_.begin() + static_cast<std::ptrdiff_t>(index));
  ImGui::EndDisabled();
  ImGui::PopID();
}

void MachiKoroSetupScreen::draw_seats() {
  const std::vector<std::string> kinds = kind_labels();
  const std::vector<std::string> notes = kind_notes();
  // An empty field's hint is the name the seat would start with.
  const std::vector<std::string> names = request().players;
  for (std::size_t i = 0; i < seats_.size(); ++i)
    draw_seat(i, mk::shown_name(names[i]), kinds, notes);
  ImGui::BeginDisabled(seats_.size() >= static_cast<std::size_t>(machikoro::kMaxPlayers));
  if (button((tr("Add player") + "###add").c_str())) add_seat("", "medium");
  ImGui::EndDisabled();
}

void MachiKoroSetupScreen::draw_options() {
  using machikoro::Edition;
  using machikoro::SupplyMode;
  const std::string game = tr("Game:");
  const std::string market = tr("Market:");
  const std::string first = tr("First player:");
  const float column =
      std::max({ImGui::CalcTextSize(game.c_str()).x, ImGui::CalcTextSize(market.c_str()).x,
                ImGui::CalcTextSize(first.c_str()).x}) +
      ImGui::GetStyle().WindowPadding.x + 2 * ImGui::GetStyle().ItemSpacing.x;
  choice_row<Edition>(
      game, column, options_.edition,
      {{Edition::Base, tr("Base game")}, {Edition::Plus, tr("With Machi Koro Plus")}}, "edition");
  choice_row<SupplyMode>(market, column, options_.supply,
                         // TRANSLATORS: Machi Koro's market: every type of business on sale,
                         // or the variant that shows ten types at a time.
                         {{SupplyMode::All, tr("All types")},
                          {SupplyMode::Ten, tr("Ten types at a time")},
                          // TRANSLATORS: Machi Koro's market of the digital edition: five
                          // types for rolls 1-6, five for 7 and more, two purple.
                          {SupplyMode::FiveFiveTwo, tr("5 + 5 + 2 types")}},
                         "market");
  ImGui::SetCursorPosX(column);
  wrapped_text(market_note(options_.supply), palette::kInkSoft);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(first.c_str());
  ImGui::SameLine(column);
  std::vector<std::string> firsts{tr("Drawn at random")};
  const mk::NewTable table = request();
  for (const std::string& name : table.players) firsts.push_back(mk::shown_name(name));
  int chosen = table.first ? *table.first + 1 : 0;
  if (choice_combo("##first", "first", firsts, chosen))
    options_.first = chosen == 0 ? std::nullopt : std::optional<int>(chosen - 1);
  ImGui::Checkbox(
      // TRANSLATORS: Machi Koro's setup: the table's Hint button and H key.
      (tr("Hints: a person may ask what the hard computer would do") + "###hints").c_str(),
      &options_.hints);
  wrapped_text(tr("The statistics count games with hints apart."), palette::kInkSoft);
  // A purple pile leaves only a market turned from a deck (the ruling: with all types it
  // changes nothing one can buy), so the rule is offered there.
  ImGui::BeginDisabled(options_.supply == SupplyMode::All);
  ImGui::Checkbox((tr("House rule: purple businesses leave the market") + "###purple").c_str(),
                  &options_.house_rules.purple_out);
  wrapped_text(tr("With a market turned from a deck: once every player owns a purple business "
                  "of one type, that type leaves the market and the market fills up again."),
               palette::kInkSoft);
  ImGui::EndDisabled();
}

void MachiKoroSetupScreen::draw(UiFrame& frame) {
  draw_menu_background(frame, 0.35f);
  const float s = frame.ui_scale;
  constexpr float kPanelHeight = 0.96f;
  begin_centered_panel("##machikoro-setup", 780.0f * s, kPanelHeight);
  heading(frame, tr("New Machi Koro game").c_str());
  // Five seats and their choices in a long language fill a short window: they scroll above
  // the footer, each part as tall as it was last frame.
  begin_panel_body("##machikoro-setup-body", body_height_, footer_height_, kPanelHeight);
  wrapped_text(tr("2 to 5 players share this screen. Each seat is a person or a computer "
                  "player; at least one is a person."),
               palette::kInkSoft);
  ImGui::Spacing();
  draw_seats();
  ImGui::Spacing();
  ImGui::Separator();
  ImGui::Spacing();
  draw_options();
  body_height_ = ImGui::GetCursorPosY();
  ImGui::EndChild();
  const float footer_top = ImGui::GetCursorPosY();
  if (hub_.saves() && hub_.can_continue())
    wrapped_text(tr("Starting replaces the game in progress under Continue."), palette::kInkSoft);
  warning_text(hub_.ready() ? error_ : hub_.content_error());
  if (back_and_action(frame, tr("Start game").c_str(), hub_.ready())) start(frame);
  footer_height_ = ImGui::GetCursorPosY() - footer_top;
  ImGui::End();
}

}  // namespace app
