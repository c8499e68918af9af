// Finished games kept as record files in one folder, for any game: named by the local date
// and time and the players ("2026-11-25 21-40 Ann, Ben<suffix><extension>"), listed newest
// first, never overwritten.
#pragma once

#include <chrono>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace table {

struct ShelvedRecord {
  std::filesystem::path path;
  std::string title;  // the file name without the extension
};

// Writes `text` atomically as a new file in `dir` (created if missing); " (2)", " (3)"… when
// the name is taken. Returns the file; throws base::Error when it cannot be written.
std::filesystem::path shelve_record(const std::filesystem::path& dir,
                                    const std::vector<std::string>& players,
                                    std::string_view suffix, std::string_view extension,
                                    const std::string& text,
                                    std::chrono::system_clock::time_point when);

// The files of `dir` ending in `extension`, newest first (the titles start with the date).
std::vector<ShelvedRecord> shelved_records(const std::filesystem::path& dir,
                                           std::string_view extension);

// A shelved file's title as players read it: its date and time in the current language's
// way ("04.12.2026 15:44 Ann, Ben" in Russian), not the file name's ("2026-12-04 15-44 …");
// a title that does not start with them, as it is.
std::string shown_title(std::string_view title);

// Moves a shelved file into "<dir>/trash" (" (2)"… when the name is taken there), so a
// click never loses it; returns where it went. Throws base::Error when it cannot be moved.
std::filesystem::path trash_record(const std::filesystem::path& dir,
                                   const std::filesystem::path& file, std::string_view extension);

}  // namespace table
