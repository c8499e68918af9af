#include "table/record_shelf.hpp"

#include <algorithm>
#include <ctime>

#include "base/atomic_file.hpp"
#include "base/clock_time.hpp"
#include "base/error.hpp"
#include "base/file_names.hpp"
#include "base/utf8_path.hpp"
#include "i18n/translate.hpp"

namespace table {

namespace {

// Local date and time without characters some file systems refuse (":").
std::string file_date(std::chrono::system_clock::time_point when) {
  const std::tm local = base::local_time(when);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%d %H-%M", &local);
  return text;
}

// Player names as a file name part: no path separators, control characters or characters
// Windows refuses, cut between characters. The date in front keeps it from being a device.
std::string file_names(const std::vector<std::string>& players) {
  std::string names;
  for (const std::string& name : players) {
    if (!names.empty()) names += ", ";
    names += name;
  }
  for (char& c : names) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || c == '/' || c == '\\' || c == ':' || c == '*' || c == '?' || c == '"' ||
        c == '<' || c == '>' || c == '|')
      c = '_';
  }
  return std::string(base::utf8_prefix(names, 120));
}

// " (2)", " (3)"… before the extension: a file's name when the first is taken.
std::filesystem::path numbered(const std::filesystem::path& dir, const std::string& stem, int n,
                               std::string_view extension) {
  return dir / base::utf8_path(stem + (n == 1 ? "" : " (" + std::to_string(n) + ")") +
                               std::string(extension));
}

}  // namespace

std::filesystem::path shelve_record(const std::filesystem::path& dir,
                                    const std::vector<std::string>& players,
                                    std::string_view suffix, std::string_view extension,
                                    const std::string& text,
                                    std::chrono::system_clock::time_point when) {
  std::filesystem::create_directories(dir);
  const std::string base = file_date(when) + " " + file_names(players) + std::string(suffix);
  for (int n = 1; n < 1000; ++n) {
    const std::filesystem::path file = numbered(dir, base, n, extension);
    std::error_code error;
    if (std::filesystem::exists(file, error)) continue;
    base::write_file_atomically(file, text);
    return file;
  }
  throw base::Error(base::utf8_string(dir) + ": no free name for the record of the game");
}

std::string shown_title(std::string_view title) {
  // "YYYY-MM-DD HH-MM": digits where the file name's date has them.
  constexpr std::string_view kShape = "0000-00-00 00-00";
  if (title.size() < kShape.size()) return std::string(title);
  for (std::size_t i = 0; i < kShape.size(); ++i) {
    const bool digit = title[i] >= '0' && title[i] <= '9';
    if (kShape[i] == '0' ? !digit : title[i] != kShape[i]) return std::string(title);
  }
  const auto part = [&](std::size_t at, std::size_t n) { return std::string(title.substr(at, n)); };
  // TRANSLATORS: a kept game's date and time: {1} year, {2} month, {3} day (both two digits),
  // {4} hour (0-23), {5} minute, in your language's usual order.
  return i18n::format(i18n::tr("{1}-{2}-{3} {4}:{5}"), part(0, 4), part(5, 2), part(8, 2),
                      part(11, 2), part(14, 2)) +
         std::string(title.substr(kShape.size()));
}

std::vector<ShelvedRecord> shelved_records(const std::filesystem::path& dir,
                                           std::string_view extension) {
  std::vector<ShelvedRecord> files;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(dir, error)) {
    const std::string name = base::utf8_string(entry.path().filename());
    if (!entry.is_regular_file(error) || !name.ends_with(extension)) continue;
    files.push_back({entry.path(), name.substr(0, name.size() - extension.size())});
  }
  std::sort(files.begin(), files.end(),
            [](const ShelvedRecord& a, const ShelvedRecord& b) { return a.title > b.title; });
  return files;
}

std::filesystem::path trash_record(const std::filesystem::path& dir,
                                   const std::filesystem::path& file, std::string_view extension) {
  const std::filesystem::path trash = dir / "trash";
  std::error_code error;
  std::filesystem::create_directories(trash, error);
  if (error)
    throw base::Error(base::utf8_string(trash) +
                      ": cannot create the trash folder: " + error.message());
  const std::string name = base::utf8_string(file.filename());
  const std::string base =
      name.ends_with(extension) ? name.substr(0, name.size() - extension.size()) : name;
  for (int n = 1; n < 1000; ++n) {
    const std::filesystem::path target = numbered(trash, base, n, extension);
    if (std::filesystem::exists(target, error)) continue;
    std::filesystem::rename(file, target, error);
    if (error)
      throw base::Error(base::utf8_string(file) + ": cannot move to " + base::utf8_string(target) +
                        ": " + error.message());
    return target;
  }
  throw base::Error(base::utf8_string(trash) + ": no free name for " + name);
}

}  // namespace table
