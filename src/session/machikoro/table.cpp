#include "machikoro/session/table.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "base/error.hpp"
#include "base/json_reader.hpp"
#include "base/utf8_path.hpp"
#include "machikoro/bots.hpp"

namespace machikoro::session {

namespace {

constexpr std::string_view kSeatsFormat = "machikoro-seats";

std::filesystem::path autosave_path(const Places& places) {
  return places.autosave_dir / "machikoro-autosave.mkrec.json";
}

// The record has the players' names only; which seat a computer plays is kept beside it.
std::filesystem::path seats_path(const Places& places) {
  return places.autosave_dir / "machikoro-autosave.seats.json";
}

std::vector<std::string> checked_computers(std::vector<std::string> computers, int players) {
  if (static_cast<int>(computers.size()) != players)
    throw base::Error(std::to_string(computers.size()) + " seats given for " +
                      std::to_string(players) + " players");
  for (const std::string& name : computers) {
    if (!name.empty() && !make_bot(name))
      throw base::Error("no computer player \"" + base::excerpt(name) + "\"");
  }
  return computers;
}

// The seats file: who plays each seat and, when hints are off, "hints": false.
struct Seats {
  std::vector<std::string> computers;
  bool hints = true;
};

std::string seats_text(const std::vector<std::string>& computers, bool hints) {
  nlohmann::json seats = {{"format", kSeatsFormat}, {"version", 1}, {"computers", computers}};
  if (!hints) seats["hints"] = false;
  return seats.dump(1) + "\n";
}

Seats read_seats(const std::filesystem::path& file, int players) {
  const std::string source = base::utf8_string(file);
  const nlohmann::json doc = base::parse_json_text(base::read_text_file(source, 1u << 16), source);
  const base::JsonPlace root(source);
  base::expect_format(doc, kSeatsFormat, 1, root);
  static constexpr std::string_view kMembers[] = {"format", "version", "computers", "hints"};
  base::expect_known_members(doc, kMembers, root);
  Seats seats;
  if (const nlohmann::json* hints = base::optional_member(doc, "hints", root))
    seats.hints = base::expect_bool(*hints, root / "hints");
  std::vector<std::string> computers =
      base::string_array(base::member(doc, "computers", root), root / "computers", kMaxPlayers,
                         base::EmptyStrings::Allowed);
  try {
    seats.computers = checked_computers(std::move(computers), players);
  } catch (const base::Error& e) {
    (root / "computers").fail(e.what());
  }
  return seats;
}

}  // namespace

Table::Table(const CardSet& cards, Setup setup, std::vector<std::string> computers,
             std::uint64_t seed, Places places, bool hints)
    : Table(Game(cards, setup), Recorder(setup),
            checked_computers(std::move(computers), static_cast<int>(setup.players.size())), seed,
            std::move(places), hints) {
  if (!places_.none()) {
    // A new game replaces the save there, and its backup with it.
    autosave_.remove();
    seats_file_.write(seats_text(computers_, hints_));
  }
  save();
}

Table::Table(Game game, Recorder recorder, std::vector<std::string> computers, std::uint64_t seed,
             Places places, bool hints)
    : state_(std::move(game), std::move(recorder)),
      computers_(std::move(computers)),
      seed_(seed),
      dice_(base::derive_seed(seed, 1)),
      places_(std::move(places)),
      autosave_(autosave_path(places_)),
      seats_file_(seats_path(places_)),
      hints_(hints) {}

table::Result<std::unique_ptr<Table>> Table::resume(const CardSet& cards, Places places,
                                                    std::uint64_t seed) {
  const std::filesystem::path record = autosave_path(places);
  const std::filesystem::path seats = seats_path(places);
  return resume_files(cards, record, seats, std::move(places), seed);
}

table::Result<std::unique_ptr<Table>> Table::resume_backup(const CardSet& cards,
                                                           const SetAside& aside, Places places,
                                                           std::uint64_t seed) {
  if (!aside.backup || !aside.seats)
    return table::Failure{"the save has no backup, or its seats file is missing"};
  auto resumed = resume_files(cards, *aside.backup, *aside.seats, std::move(places), seed);
  if (!resumed) return resumed;
  Table& table = **resumed;
  try {
    if (!table.places_.none()) table.seats_file_.write(seats_text(table.computers_, table.hints_));
  } catch (const base::Error& e) {
    return table::Failure{e.what()};
  }
  table.save();
  return resumed;
}

table::Result<std::unique_ptr<Table>> Table::resume_files(const CardSet& cards,
                                                          const std::filesystem::path& record_file,
                                                          const std::filesystem::path& seats_file,
                                                          Places places, std::uint64_t seed) {
  const std::string file = base::utf8_string(record_file);
  try {
    Record record = read_record_file(file);
    Game game = replay(cards, record, file);
    Seats seats = read_seats(seats_file, static_cast<int>(record.setup.players.size()));
    Recorder recorder(std::move(record), game);
    return std::unique_ptr<Table>(new Table(std::move(game), std::move(recorder),
                                            std::move(seats.computers), seed, std::move(places),
                                            seats.hints));
  } catch (const base::Error& e) {
    return table::Failure{e.what()};
  }
}

bool Table::has_save(const Places& places) {
  return table::AutosaveFile(autosave_path(places)).exists();
}

Table::SetAside Table::set_aside_save(const Places& places) {
  SetAside result;
  table::AutosaveFile(autosave_path(places)).set_aside_with_backup(result);
  result.seats = table::AutosaveFile(seats_path(places)).set_aside(result);
  return result;
}

bool Table::is_computer(int seat) const {
  return !computer(seat).empty();
}

const std::string& Table::computer(int seat) const {
  return computers_.at(static_cast<std::size_t>(seat));
}

bool Table::person_to_act() const {
  const Pending pending = game().pending();
  return !game().over() && !pending.chance() && !is_computer(pending.player);
}

std::optional<Violation> Table::act(const Action& choice) {
  if (!person_to_act())
    return Violation{"table", game().over() ? "the game is over" : "no person decides now"};
  if (auto refusal = game().check(choice)) return refusal;
  play(choice);
  return std::nullopt;
}

bool Table::advance(std::chrono::milliseconds wait) {
  if (game().over()) return false;
  const Pending pending = game().pending();
  if (pending.chance()) {
    play(roll_dice(game(), dice_));
    return true;
  }
  if (!is_computer(pending.player)) return false;
  const auto choose = [name = computer(pending.player), seed = think_seed()](
                          const table::GameState& state, std::stop_token stop) {
    Game copy = static_cast<const GameState&>(state).game();
    copy.keep_event_log(false);  // the bots' lookahead copies it often
    base::Rng rng(seed);
    return GameState::to_table(make_bot(name)->choose(copy, rng, stop));
  };
  const std::optional<table::Action> answer = thinker_.answer(state_, choose, wait);
  if (!answer) return false;
  const Action choice = GameState::from_table(*answer);
  if (game().check(choice)) return false;  // never played: the next advance thinks again
  play(choice);
  return true;
}

std::optional<int> Table::thinking_seat() const {
  return thinker_.thinking_seat();
}

std::uint64_t Table::think_seed() const {
  return base::derive_seed(seed_, 2 + static_cast<std::uint64_t>(actions_));
}

bool Table::ask_hint() {
  if (!hints_ || !person_to_act()) return false;
  if (hint_at_ == actions_ && (hint_thinker_.busy() || hint_)) return true;  // asked already
  hint_at_ = actions_;
  hint_.reset();
  Game copy = game();
  copy.keep_event_log(false);  // as a computer's think: the lookahead copies it often
  hint_thinker_.start([copy = std::move(copy), seed = think_seed()](std::stop_token stop) {
    base::Rng rng(seed);
    return machikoro::hint(copy, rng, stop);
  });
  state_.note_hint(game().pending().player);
  save();
  return true;
}

std::optional<Hint> Table::hint(std::chrono::milliseconds wait) {
  if (hint_at_ != actions_) return std::nullopt;
  if (!hint_ && hint_thinker_.busy()) {
    if (std::optional<std::optional<Hint>> answer = hint_thinker_.take(wait)) hint_ = *answer;
  }
  return hint_;
}

void Table::play(const Action& choice) {
  hint_thinker_.stop();  // a hint about the position left behind is never shown
  hint_.reset();
  state_.play(choice);
  ++actions_;
  save();
}

// After every action: the game in progress, or, once over, its record on the shelf. A
// failure is kept for the screen and the game goes on; the next action tries again.
void Table::save() {
  if (places_.none()) return;
  try {
    if (!game().over()) {
      autosave_.write(record_to_json(state_.game_record()).dump(1) + "\n");
    } else if (!kept_) {
      kept_ = table::shelve_record(
          places_.records_dir, game().setup().players, "", kRecordExtension,
          record_to_json(state_.game_record()).dump(1) + "\n", std::chrono::system_clock::now());
      autosave_.remove();
      seats_file_.remove();
    }
    save_error_.clear();
  } catch (const base::Error& e) {
    save_error_ = e.what();
  }
}

std::vector<table::ShelvedRecord> finished_games(const std::filesystem::path& records_dir) {
  return table::shelved_records(records_dir, kRecordExtension);
}

std::filesystem::path trash_finished_game(const std::filesystem::path& records_dir,
                                          const std::filesystem::path& file) {
  return table::trash_record(records_dir, file, kRecordExtension);
}

}  // namespace machikoro::session
