// Writing a file so that a crash at any moment leaves either the old or the new content,
// never a mix: write a temporary file beside it, flush it to disk, then rename it over.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace base {

// Throws base::Error naming the path on failure; the previous file is then untouched.
// With keep_backup, the previous file (if any) is kept as `<path>.bak` first.
void write_file_atomically(const std::filesystem::path& path, const std::string& content,
                           bool keep_backup = false);

// Moves a file that cannot be read aside, so that nothing ever overwrites it: to
// "<path>.broken", or "<path>.broken-2", -3… when those are taken (none is ever replaced).
// The new path, or nothing when the file could not be moved.
std::optional<std::filesystem::path> set_aside_file(const std::filesystem::path& path);

// Reads a whole file of at most max_bytes; throws base::Error naming the path.
std::string read_small_file(const std::filesystem::path& path, std::size_t max_bytes);

}  // namespace base
