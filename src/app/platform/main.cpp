// mycity: the desktop game. Parses the command line and runs the app.
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include <SDL.h>  // on Windows SDL2main's WinMain calls this main() with UTF-8 arguments

#include "platform/app.hpp"
#include "platform/command_line.hpp"

int main(int argc, char* argv[]) {
  std::vector<std::string> args;
  for (int i = 1; i < argc; ++i) args.emplace_back(argv[i]);
  const app::ParsedCommandLine parsed = app::parse_command_line(args);
  if (!parsed.error.empty()) {
    std::cerr << "mycity: " << parsed.error << "\nTry 'mycity --help'.\n";
    return 2;
  }
  if (parsed.options.help) {
    std::cout << app::usage_text();
    return 0;
  }
  if (parsed.options.version) {
    std::cout << "mycity " << MYCITY_VERSION << '\n';
    return 0;
  }
  try {
    app::App app(parsed.options);
    return app.run();
  } catch (const std::exception& e) {
    app::say_cannot_start(std::string("unexpected error: ") + e.what());
    return 1;
  }
}
