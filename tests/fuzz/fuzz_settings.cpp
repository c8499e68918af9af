// The app's settings file: any text gives settings (never an exception), and what is
// written back reads as the same settings without a problem.
#include <cstdint>
#include <string>

#include "fuzz_support.hpp"
#include "platform/settings_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace app;
  const std::string text(reinterpret_cast<const char*>(data), size);
  const LoadedSettings loaded = parse_settings(text, "settings.json");
  const LoadedSettings again = parse_settings(settings_text(loaded.settings), "settings.json");
  if (!again.problems.empty()) mycity::fuzz::finding("rewritten settings: " + again.problems[0]);
  if (!(again.settings == loaded.settings)) mycity::fuzz::finding("rewritten settings differ");
  return 0;
}
