#include "base/utf8_path.hpp"

#ifdef _WIN32
#include <windows.h>

#include <shellapi.h>  // after windows.h, which it needs
#endif

#include <exception>

namespace base {

std::filesystem::path utf8_path(std::string_view utf8) {
  return std::filesystem::path(std::u8string(utf8.begin(), utf8.end()));
}

std::string utf8_string(const std::filesystem::path& path) {
  const std::u8string text = path.u8string();
  return std::string(text.begin(), text.end());
}

std::vector<std::string> utf8_arguments(int argc, char** argv) {
#ifdef _WIN32
  int count = 0;
  if (wchar_t** wide = ::CommandLineToArgvW(::GetCommandLineW(), &count)) {
    std::vector<std::string> arguments;
    try {
      for (int i = 0; i < count; ++i)
        arguments.push_back(utf8_string(std::filesystem::path(wide[i])));
    } catch (const std::exception&) {  // not UTF-16 (a lone surrogate): the ANSI ones, then
      arguments.clear();
    }
    ::LocalFree(wide);
    if (!arguments.empty()) return arguments;
  }
#endif
  return std::vector<std::string>(argv, argv + argc);
}

}  // namespace base
