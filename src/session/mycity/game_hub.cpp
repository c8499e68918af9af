#include "mycity/session/game_hub.hpp"

#include <algorithm>
#include <iostream>

#include "base/atomic_file.hpp"
#include "base/error.hpp"
#include "base/random.hpp"
#include "base/utf8_path.hpp"
#include "i18n/translate.hpp"
#include "mycity/bots.hpp"
#include "mycity/record.hpp"
#include "mycity/session/seats.hpp"
#include "table/default_names.hpp"

namespace mycity::session {

using i18n::tr;

namespace {

std::string not_loaded(const std::string& error) {
  // TRANSLATORS: {1} says which file and what is wrong in it (in English).
  return i18n::format(tr("The game content could not be loaded: {1}"), error);
}

}  // namespace

GameHub::GameHub(const LoadedContent& content, std::filesystem::path save_dir, Animals animals,
                 table::Roster* roster)
    : animals_(std::move(animals)),
      catalogue_(content.catalogue),
      content_error_(content.error),
      roster_(roster) {
  if (catalogue_) {
    ruleset_ = catalogue_->find_ruleset("eternity");
    if (ruleset_ == nullptr)
      content_error_ = "no \"eternity\" ruleset in " + base::utf8_string(content.dir);
  }
  if (!save_dir.empty()) {
    finished_ = std::make_unique<FinishedGames>(save_dir / "records");
    autosave_ = std::make_unique<EternityAutosave>(std::move(save_dir));
  }
}

GameHub::~GameHub() = default;

table::Status GameHub::start(const std::vector<SeatInfo>& seats, std::uint64_t seed,
                             HouseRules house_rules, BoardChoice board) {
  if (!ready()) return table::Failure{not_loaded(content_error_)};
  if (std::all_of(seats.begin(), seats.end(),
                  [](const SeatInfo& s) { return s.computer.has_value(); }))
    return table::Failure{i18n::tr("At least one seat must be a person.")};
  std::vector<std::string> names;
  for (const SeatInfo& seat : seats) names.push_back(seat.name);
  try {
    Game game = Game::on_board(*catalogue_, *ruleset_, names,
                               base::shuffled_deck(ruleset_->deck, seed), house_rules, board);
    game_.emplace(std::move(game), seats, places(), EternityTable::Saved::No);
  } catch (const std::exception& e) {
    return table::Failure{e.what()};
  }
  remember_last(seats);
  remember_people(seats);
  game_->save_if_changed();  // a failed save is shown by the play screen, the game goes on
  return table::Ok{};
}

table::Status GameHub::start_day(const std::vector<SeatInfo>& seats, const DayGame& day) {
  return start(seats, day.deck_seed, {}, BoardChoice{day.board_seed});
}

void GameHub::remember_last(const std::vector<SeatInfo>& seats) {
  const Game& game = game_->game();
  last_seats_ = seats;
  last_house_rules_ = game.house_rules();
  last_board_ = game.board();
  last_day_ = day_game_of(*ruleset_, game.board(), game.deck(), game.house_rules());
}

std::vector<DayScore> GameHub::day_best(const table::KeptOutcomesCache& kept, const DayGame& day,
                                        const std::filesystem::path& leave_out) const {
  const std::vector<table::GameOutcome> games = kept.dealt_games(day.code, leave_out);
  if (roster_ == nullptr) return session::day_best(games, {});
  return session::day_best(games, roster_->people());
}

void GameHub::remember_people(const std::vector<SeatInfo>& seats) const {
  if (roster_ == nullptr) return;
  std::vector<table::PersonSeat> people;
  for (const SeatInfo& seat : seats)
    if (!seat.computer) people.push_back({seat.name, animals_.at(seat.animal).id});
  roster_->remember(people);
}

table::Status GameHub::play_again() {
  if (last_day_) return start_day(last_seats_, *last_day_);
  return start(last_seats_, base::random_seed(), last_house_rules_, last_board_);
}

bool GameHub::can_continue() const {
  if (game_ && !game_->game().over()) return true;
  return autosave_ && autosave_->exists();
}

table::Status GameHub::resume() {
  if (game_ && !game_->game().over()) return table::Ok{};
  if (!ready()) return table::Failure{not_loaded(content_error_)};
  if (!autosave_ || !autosave_->exists()) return table::Failure{tr("There is no saved game.")};
  return take(autosave_->load(*catalogue_), EternityTable::Saved::Yes);
}

table::Status GameHub::resume_backup(const table::SetAsideFiles& aside) {
  if (!ready()) return table::Failure{not_loaded(content_error_)};
  if (!aside.backup) return table::Failure{tr("There is no saved game.")};
  // Saved at once, where Continue looks.
  const table::Status taken =
      take(EternityAutosave::load(*catalogue_, *aside.backup), EternityTable::Saved::No);
  if (taken) game_->save_if_changed();
  return taken;
}

table::Status GameHub::take(table::Result<Game> game, EternityTable::Saved saved) {
  if (!game) return table::Failure{game.error()};
  std::vector<SeatInfo> seats = read_animals(*game);
  game_.emplace(std::move(*game), seats, places(), saved);
  remember_last(seats);
  return table::Ok{};
}

EternityPlaces GameHub::places() const {
  return {autosave_.get(), finished_.get(), &animals_};
}

table::SetAsideFiles GameHub::set_aside_save() {
  return autosave_ ? autosave_->set_aside() : table::SetAsideFiles{};
}

const std::filesystem::path& GameHub::save_file() const {
  static const std::filesystem::path none;
  return autosave_ ? autosave_->path() : none;
}

const std::string& GameHub::last_save_error() const {
  static const std::string none;
  return game_ ? game_->save_error() : none;
}

bool GameHub::look_back_at_game(LookBack& look) const {
  if (!game_ || !game_->game().over()) return false;
  const Game& game = game_->game();
  Record record = record_of(game);
  Game start = opening_of(*catalogue_, nullptr, record);
  look.open(base::utf8_string(game_->kept()), KeptGame{std::move(record), std::move(start), game},
            LookBackFrom::GameEnd, computer_seats(game_->seats()));
  return true;
}

void GameHub::autoplay(int actions, std::uint64_t seed) {
  if (!game_) return;
  std::unique_ptr<Bot> bot = make_bot("greedy");
  base::Rng rng(seed);
  TurnController& turns = game_->turns();
  for (int i = 0; i < actions && !turns.game().over(); ++i) {
    const Action action = bot->choose(turns.game(), rng);
    turns.close_reveal();
    turns.take_seat();
    bool done = false;
    if (action.kind == ActionKind::Pass) {
      done = turns.pass() && turns.confirm();
    } else if (action.kind == ActionKind::Drop) {
      done = turns.drop();
    } else {
      turns.aim(action.placement);  // as a player would: turn, move, place, confirm
      done = turns.place() && turns.confirm();
    }
    if (!done) {
      std::cerr << "mycity: autoplay stopped: the bot's action was not accepted\n";
      break;
    }
    game_->save_if_changed();
  }
}

std::vector<SeatInfo> GameHub::read_animals(const Game& game) const {
  std::vector<SeatInfo> seats;
  try {
    if (autosave_)
      seats = seats_from_json(base::read_small_file(seats_file(*autosave_), 64 * 1024), animals_);
  } catch (const base::Error&) {
    // No players file (or an unreadable one): reconcile_seats gives animals in seat order.
  }
  return reconcile_seats(game, std::move(seats), animals_);
}

}  // namespace mycity::session
