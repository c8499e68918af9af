#include "mycity/session/finished_games.hpp"

#include <algorithm>
#include <ctime>

#include "mycity/atomic_file.hpp"
#include "mycity/error.hpp"

namespace mycity::session {

namespace {

constexpr std::string_view kExtension = ".mcrec.json";

// Local date and time without characters some file systems refuse (":").
std::string file_date(std::chrono::system_clock::time_point when) {
  const std::time_t t = std::chrono::system_clock::to_time_t(when);
  std::tm local{};
  localtime_r(&t, &local);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%d %H-%M", &local);
  return text;
}

// Player names as a file name part: no path separators or control characters.
std::string file_names(const Game& game) {
  std::string names;
  for (int seat = 0; seat < game.player_count(); ++seat) {
    if (seat > 0) names += ", ";
    names += game.player(seat).name;
  }
  for (char& c : names) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || c == '/' || c == '\\' || c == ':' || c == '*' || c == '?' || c == '"' ||
        c == '<' || c == '>' || c == '|')
      c = '_';
  }
  return names.substr(0, 120);
}

}  // namespace

std::filesystem::path FinishedGames::keep(const Game& game,
                                          std::chrono::system_clock::time_point when) const {
  std::filesystem::create_directories(dir_);
  const std::string base = file_date(when) + " " + file_names(game);
  const std::string text = record_to_json(record_of(game), game.catalogue()).dump(1) + "\n";
  for (int n = 1; n < 1000; ++n) {
    const std::filesystem::path file =
        dir_ / (base + (n == 1 ? "" : " (" + std::to_string(n) + ")") + std::string(kExtension));
    std::error_code error;
    if (std::filesystem::exists(file, error)) continue;
    write_file_atomically(file, text);
    return file;
  }
  throw Error(dir_.string() + ": no free name for the record of the game");
}

std::vector<FinishedGameFile> FinishedGames::list() const {
  std::vector<FinishedGameFile> files;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(dir_, error)) {
    const std::string name = entry.path().filename().string();
    if (!entry.is_regular_file(error) || !name.ends_with(kExtension)) continue;
    files.push_back({entry.path(), name.substr(0, name.size() - kExtension.size())});
  }
  std::sort(files.begin(), files.end(),
            [](const FinishedGameFile& a, const FinishedGameFile& b) { return a.title > b.title; });
  return files;
}

Game opening_of(const Catalogue& catalogue, const Record& record) {
  Record opening = record;
  opening.turns.clear();
  return replay(catalogue, opening, false);
}

std::optional<KeptGame> FinishedGames::load(const Catalogue& catalogue,
                                            const std::filesystem::path& file, std::string* error) {
  try {
    Record record = read_record_file(file.string(), catalogue);
    if (record.legacy) throw Error("a campaign episode, not an Eternity game");
    Game end = replay(catalogue, record, true);
    Game start = opening_of(catalogue, record);
    return KeptGame{std::move(record), std::move(start), std::move(end)};
  } catch (const Error& e) {
    *error = file.string() + ": " + e.what();
  }
  return std::nullopt;
}

}  // namespace mycity::session
