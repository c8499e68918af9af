// Paths and UTF-8 text. On Windows a std::string given to std::filesystem::path is read in the
// ANSI code page, so "Szép Város" or "C:\Users\Зоя" would be mangled: every path made from text
// the game holds (names, arguments, SDL's folders) goes through these.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace base {

// The path named by UTF-8 text.
std::filesystem::path utf8_path(std::string_view utf8);

// The path as UTF-8 text, for messages, records and names shown to the player.
std::string utf8_string(const std::filesystem::path& path);

// The program's arguments in UTF-8, the program's name first. Windows hands main() its
// arguments in the ANSI code page; they are read again from the wide command line there.
std::vector<std::string> utf8_arguments(int argc, char** argv);

}  // namespace base
