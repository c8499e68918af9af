// Writing a file so that a crash at any moment leaves either the old or the new content,
// never a mix: write a temporary file beside it, flush it to disk, then rename it over.
#pragma once

#include <filesystem>
#include <string>

namespace mycity {

// Throws mycity::Error naming the path on failure; the previous file is then untouched.
// With keep_backup, the previous file (if any) is kept as `<path>.bak` first.
void write_file_atomically(const std::filesystem::path& path, const std::string& content,
                           bool keep_backup = false);

// Reads a whole file of at most max_bytes; throws mycity::Error naming the path.
std::string read_small_file(const std::filesystem::path& path, std::size_t max_bytes);

}  // namespace mycity
