// The two steps of an atomic save that each system does its own way (atomic_file.cpp holds
// the rest): a new file written and flushed to disk, then moved over the old one durably.
#pragma once

#include <filesystem>
#include <string>

namespace base::detail {

// Creates or truncates `path`, writes `content` and flushes it to the disk; throws base::Error
// naming the path (and removes what it wrote) on failure.
void write_synced(const std::filesystem::path& path, const std::string& content);

// Moves `from` over `to` in one step and makes the move itself durable; throws base::Error
// naming `to` on failure, a file another program holds open said in words.
void replace_synced(const std::filesystem::path& from, const std::filesystem::path& to);

}  // namespace base::detail
