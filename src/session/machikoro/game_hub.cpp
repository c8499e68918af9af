#include "machikoro/session/game_hub.hpp"

#include <algorithm>
#include <chrono>

#include "base/error.hpp"
#include "base/json_reader.hpp"
#include "base/random.hpp"
#include "base/utf8_path.hpp"
#include "machikoro/bots.hpp"

namespace machikoro::session {

table::Result<NewTable> parse_new_table(std::string_view seats) {
  NewTable request;
  std::size_t start = 0;
  while (start <= seats.size()) {
    const std::size_t comma = std::min(seats.find(',', start), seats.size());
    const std::string_view seat = seats.substr(start, comma - start);
    const std::size_t colon = std::min(seat.find(':'), seat.size());
    const std::string name(seat.substr(0, colon));
    const std::string computer(colon < seat.size() ? seat.substr(colon + 1) : "");
    const std::string which = "seat " + std::to_string(request.players.size() + 1);
    if (name.empty()) return table::Failure{which + " has no name"};
    if (colon < seat.size() && !make_bot(computer))
      return table::Failure{which + ": no computer player \"" + base::excerpt(computer) + "\""};
    request.players.push_back(name);
    request.computers.push_back(computer);
    start = comma + 1;
  }
  const auto n = static_cast<int>(request.players.size());
  if (n < kMinPlayers || n > kMaxPlayers)
    return table::Failure{"Machi Koro is played by 2 to 5 players, not " + std::to_string(n)};
  return request;
}

GameHub::GameHub(const std::filesystem::path& data_dir, std::filesystem::path save_dir,
                 table::Roster* roster)
    : roster_(roster) {
  try {
    cards_ = std::make_shared<const CardSet>(
        load_cards(default_cards_file(base::utf8_string(data_dir))));
  } catch (const base::Error& e) {
    content_error_ = e.what();
  }
  if (!save_dir.empty()) places_ = {save_dir, save_dir / "records"};
}

table::Status GameHub::start(const NewTable& request, std::uint64_t seed) {
  if (!ready()) return table::Failure{content_error_};
  Setup setup{.edition = request.edition,
              .supply = request.supply,
              .house_rules = request.house_rules,
              .players = request.players};
  const int players = static_cast<int>(request.players.size());
  setup.first = request.first.value_or(
      players > 0 ? static_cast<int>(base::Rng(base::derive_seed(seed, 0)).below(players)) : 0);
  if (setup.supply != SupplyMode::All)
    setup.supply_deck = shuffled_supply_deck(*cards_, setup.edition, base::derive_seed(seed, 1));
  try {
    table_ = std::make_unique<Table>(*cards_, std::move(setup), request.computers,
                                     base::derive_seed(seed, 2), places_, request.hints);
  } catch (const base::Error& e) {
    return table::Failure{e.what()};
  }
  last_ = request;
  story_.reset();
  if (roster_ != nullptr) {
    // Machi Koro shows seat colours: its people are remembered without an animal.
    std::vector<table::PersonSeat> people;
    for (std::size_t i = 0; i < request.players.size(); ++i)
      if (i >= request.computers.size() || request.computers[i].empty())
        people.push_back({request.players[i], ""});
    roster_->remember(people);
  }
  return table::Ok{};
}

table::Status GameHub::play_again(std::uint64_t seed) {
  if (!last_) return table::Failure{"no game was played yet"};
  return start(NewTable(*last_), seed);
}

bool GameHub::can_continue() const {
  if (table_ && !table_->game().over()) return true;
  return !places_.none() && Table::has_save(places_);
}

table::Status GameHub::resume(std::uint64_t seed) {
  if (table_ && !table_->game().over()) return table::Ok{};
  if (!ready()) return table::Failure{content_error_};
  return take(Table::resume(*cards_, places_, seed));
}

table::Status GameHub::resume_backup(const Table::SetAside& aside, std::uint64_t seed) {
  if (!ready()) return table::Failure{content_error_};
  return take(Table::resume_backup(*cards_, aside, places_, seed));
}

table::Status GameHub::take(table::Result<std::unique_ptr<Table>> resumed) {
  if (!resumed) return table::Failure{resumed.error()};
  table_ = std::move(*resumed);
  story_.reset();
  const Setup& setup = table_->game().setup();
  last_ = NewTable{.players = setup.players,
                   .computers = {},
                   .edition = setup.edition,
                   .supply = setup.supply,
                   .house_rules = setup.house_rules,
                   .first = {},
                   .hints = table_->hints()};
  for (int seat = 0; seat < table_->game().player_count(); ++seat)
    last_->computers.push_back(table_->computer(seat));
  return table::Ok{};
}

Table::SetAside GameHub::set_aside_save() const {
  if (places_.none()) return {};
  return Table::set_aside_save(places_);
}

void GameHub::autoplay(int actions, std::uint64_t seed) {
  if (!table_) return;
  const std::unique_ptr<Bot> stand_in = make_bot("medium");
  base::Rng rng(seed);
  for (int i = 0; i < actions && !table_->game().over(); ++i) {
    if (table_->person_to_act()) {
      if (table_->act(stand_in->choose(table_->game(), rng))) return;
    } else if (!table_->advance(std::chrono::hours(1))) {
      return;
    }
  }
}

std::vector<table::ShelvedRecord> GameHub::finished_games() const {
  if (places_.none()) return {};
  return session::finished_games(places_.records_dir);
}

std::vector<KeptGame> GameHub::kept_games() const {
  std::vector<KeptGame> games;
  for (table::ShelvedRecord& file : finished_games()) {
    KeptGame& game = games.emplace_back(KeptGame{.file = std::move(file)});
    table::Result<GameStory> story = story_of(game.file.path);
    if (!story) {
      game.problem = story.error();
      continue;
    }
    game.players = story->setup().players;
    game.winner = story->winner();
    game.turns = static_cast<int>(story->turns().size());
  }
  return games;
}

table::KeptOutcomesCache GameHub::kept_outcomes_cache() const {
  return session::kept_outcomes_cache(*cards_, places_.records_dir);
}

table::Result<GameStory> GameHub::story_of(const std::filesystem::path& record) const {
  if (!ready()) return table::Failure{content_error_};
  return read_story(*cards_, record);
}

std::filesystem::path GameHub::move_to_trash(const std::filesystem::path& record) const {
  if (places_.none()) throw base::Error("games are not kept: there is no save folder");
  return trash_finished_game(places_.records_dir, record);
}

const GameStory* GameHub::finished_story() {
  if (!table_ || !table_->game().over()) return nullptr;
  try {
    if (!story_) story_.emplace(*cards_, table_->record());
  } catch (const base::Error&) {
    return nullptr;  // the table's own record always replays; a screen never throws
  }
  return &*story_;
}

}  // namespace machikoro::session
