#include "machikoro/session/computers.hpp"

#include <algorithm>
#include <array>

#include "i18n/translate.hpp"
#include "machikoro/game.hpp"
#include "machikoro/session/game_hub.hpp"
#include "table/default_names.hpp"

namespace machikoro::session {

namespace {

using i18n::marked;
using i18n::tr;

constexpr std::array<ComputerPlayer, 7> kComputers{{
    {"easy", nullptr, marked("Plans a few rounds ahead, and not always well.")},
    {"medium", nullptr, marked("Builds what pays best for the rounds to come.")},
    {"hard", nullptr, marked("Builds as thousands of practice games taught it.")},
    // TRANSLATORS: Machi Koro: a computer player who plays the published "ranch and cheese
    // factory" strategy; used as its name at the table.
    {"ranch_cheese", marked("The Rancher"),
     marked("Ranches and cheese factories, rolling two dice.")},
    // TRANSLATORS: Machi Koro: a computer player of convenience stores and bakeries.
    {"store_bakery", marked("The Shopkeeper"),
     marked("Convenience stores and bakeries, and an early Shopping Mall.")},
    // TRANSLATORS: Machi Koro: a computer player who builds bakery after bakery.
    {"bakery", marked("The Baker"), marked("Bakery after bakery, then the Shopping Mall.")},
    // TRANSLATORS: Machi Koro: a computer player who spreads its cards over the numbers.
    {"spread", marked("The Collector"),
     marked("A little of everything, a card for each number of one die.")},
}};

// The personalities' names, the stored forms table::shown_name translates.
constexpr std::array<const char*, 4> kNames{kComputers[3].name, kComputers[4].name,
                                            kComputers[5].name, kComputers[6].name};

std::string strength_word(std::string_view id) {
  if (id == "easy") return tr("Easy");
  if (id == "hard") return tr("Hard");
  return tr("Medium");
}

}  // namespace

std::span<const ComputerPlayer> computer_players() {
  return kComputers;
}

const ComputerPlayer* find_computer_player(std::string_view id) {
  const auto* found = std::find_if(kComputers.begin(), kComputers.end(),
                                   [&](const ComputerPlayer& c) { return c.id == id; });
  return found == kComputers.end() ? nullptr : found;
}

std::string computer_label(const ComputerPlayer& computer) {
  if (computer.name != nullptr) return tr(computer.name);
  return i18n::format(tr("Computer: {1}"), strength_word(computer.id));
}

std::string computer_description(const ComputerPlayer& computer) {
  return tr(computer.description);
}

std::string default_seat_name(std::size_t index, std::string_view computer) {
  if (computer.empty()) return table::default_player_name(index);
  const ComputerPlayer* found = find_computer_player(computer);
  if (found != nullptr && found->name != nullptr) return found->name;
  return table::default_computer_name(computer);
}

std::string shown_name(const std::string& name) {
  return table::shown_name(name, kNames);
}

std::string seat_name(const Game& game, int seat) {
  return shown_name(game.player(seat).name);
}

table::ComputerNames personality_names() {
  return kNames;
}

bool is_default_name(const std::string& name) {
  return table::is_default_name(name, kNames);
}

bool is_computer_name(const std::string& name) {
  return table::is_default_computer_name(name, kNames);
}

std::vector<std::string> seat_names(const std::vector<std::string>& typed,
                                    const std::vector<std::string>& computers) {
  std::vector<std::string> names;
  for (std::size_t i = 0; i < typed.size(); ++i) {
    const std::string computer = i < computers.size() ? computers[i] : "";
    std::string name = table::typed_or(typed[i], "");
    if (name.empty()) {
      name = default_seat_name(i, computer);
      if (std::find(names.begin(), names.end(), name) != names.end())
        name = table::default_player_name(i);
    }
    names.push_back(std::move(name));
  }
  return names;
}

table::Status check_new_table(const NewTable& table) {
  if (std::all_of(table.computers.begin(), table.computers.end(),
                  [](const std::string& c) { return !c.empty(); }))
    return table::Failure{tr("At least one seat must be a person.")};
  for (std::size_t i = 0; i < table.players.size(); ++i) {
    for (std::size_t j = 0; j < i; ++j) {
      if (table.players[i] == table.players[j])
        // TRANSLATORS: Machi Koro's setup; {1} is the name two seats share.
        return table::Failure{
            i18n::format(tr("Two seats are called {1}: give each seat a name of its own."),
                         shown_name(table.players[i]))};
    }
  }
  return table::Ok{};
}

}  // namespace machikoro::session
