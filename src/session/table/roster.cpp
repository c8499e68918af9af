#include "table/roster.hpp"

#include <algorithm>

#include "base/atomic_file.hpp"
#include "base/error.hpp"
#include "base/utf8_path.hpp"
#include "i18n/translate.hpp"
#include "table/default_names.hpp"
#include "table/roster_file.hpp"

namespace table {
namespace {

using i18n::format;
using i18n::tr;

constexpr std::size_t kMaxFileBytes = 1u << 20;

template <class People, class Match>
auto* first_of(People& people, Match match) {
  const auto found = std::find_if(people.begin(), people.end(), match);
  return found != people.end() ? &*found : nullptr;
}

bool file_exists(const std::filesystem::path& file) {
  std::error_code error;
  return std::filesystem::exists(file, error);
}

}  // namespace

std::vector<std::string> all_names(const RememberedPlayer& person) {
  std::vector<std::string> names = {person.name};
  names.insert(names.end(), person.former_names.begin(), person.former_names.end());
  return names;
}

std::vector<ListedPerson> listed_people(std::span<const RememberedPlayer> roster,
                                        std::span<const std::string> recorded) {
  std::vector<ListedPerson> listed;
  std::vector<std::string> matched;
  for (const RememberedPlayer& person : roster) {
    listed.push_back({.id = person.id, .names = all_names(person)});
    matched.insert(matched.end(), listed.back().names.begin(), listed.back().names.end());
  }
  for (const std::string& name : recorded)
    if (std::find(matched.begin(), matched.end(), name) == matched.end())
      listed.push_back({.id = 0, .names = {name}});
  return listed;
}

Roster::Roster(std::filesystem::path file) : file_(std::move(file)) {
  if (file_.empty() || !file_exists(file_)) return;
  try {
    people_ =
        roster_from_json(base::read_small_file(file_, kMaxFileBytes), base::utf8_string(file_));
  } catch (const base::Error& e) {
    const auto aside = base::set_aside_file(file_);
    read_problem_ =
        aside
            // TRANSLATORS: {1} names the file and what is wrong in it; {2} where it was moved.
            ? format(tr("The remembered players could not be read: {1}. The file was moved to "
                        "{2}; no player is remembered now."),
                     e.what(), base::utf8_string(*aside))
            // TRANSLATORS: {1} names the file and what is wrong in it.
            : format(tr("The remembered players could not be read: {1}. The file could not be "
                        "moved aside: no player is remembered in this run, and the file is left "
                        "as it is."),
                     e.what());
    if (!aside) file_.clear();  // never written over
  }
}

const RememberedPlayer* Roster::find(const std::string& name) const {
  return first_of(people_, [&](const RememberedPlayer& p) { return p.name == name; });
}

RememberedPlayer* Roster::person(int id) {
  return first_of(people_, [&](const RememberedPlayer& p) { return p.id == id; });
}

const RememberedPlayer* Roster::holder(const std::string& name, int except) const {
  for (const RememberedPlayer& p : people_) {
    const std::vector<std::string> names = all_names(p);
    if (p.id != except && std::find(names.begin(), names.end(), name) != names.end()) return &p;
  }
  return nullptr;
}

void Roster::remember(std::span<const PersonSeat> seats) {
  bool changed = false;
  for (const PersonSeat& seat : seats) {
    if (seat.name.empty() || is_default_name(seat.name)) continue;
    if (RememberedPlayer* known =
            first_of(people_, [&](const RememberedPlayer& p) { return p.name == seat.name; })) {
      changed |= !seat.animal.empty() && known->animal != seat.animal;
      if (!seat.animal.empty()) known->animal = seat.animal;
    } else if (holder(seat.name, 0) == nullptr) {
      int id = 1;
      for (const RememberedPlayer& p : people_) id = std::max(id, p.id + 1);
      people_.push_back({.id = id, .name = seat.name, .animal = seat.animal, .former_names = {}});
      changed = true;
    }
  }
  if (changed) (void)save();  // a failure stays in problem()
}

Status Roster::rename(int id, const std::string& name) {
  RememberedPlayer* renamed = person(id);
  const std::string trimmed = typed_or(name, "");
  if (renamed == nullptr) return Failure{tr("That player is no longer remembered.")};
  if (trimmed.empty()) return Failure{tr("A player needs a name.")};
  if (is_default_name(trimmed)) return Failure{tr("That name is one the game gives to seats.")};
  if (trimmed == renamed->name) return Ok{};
  if (const RememberedPlayer* other = holder(trimmed, id))
    // TRANSLATORS: {1} the name typed, {2} the remembered player who has or had it.
    return Failure{format(tr("\"{1}\" is already {2}'s name."), trimmed, other->name)};
  std::erase(renamed->former_names, trimmed);  // a name of theirs from before comes back
  renamed->former_names.push_back(renamed->name);
  renamed->name = trimmed;
  return save();
}

Status Roster::forget(int id) {
  std::erase_if(people_, [&](const RememberedPlayer& p) { return p.id == id; });
  return save();
}

Status Roster::save() {
  if (file_.empty()) return Ok{};
  try {
    std::filesystem::create_directories(file_.parent_path());
    base::write_file_atomically(file_, roster_to_json(people_));
  } catch (const std::exception& e) {
    // TRANSLATORS: {1} names the file and why it could not be written.
    write_problem_ = format(tr("The remembered players could not be saved: {1}"), e.what());
    return Failure{write_problem_};
  }
  write_problem_.clear();
  return Ok{};
}

}  // namespace table
