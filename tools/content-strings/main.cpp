// mycity-content-strings ROOT [OUT.pot]: the player-visible texts of the content under ROOT
// (campaigns/, assets/) as a gettext template, on stdout or in OUT.pot.
#include <exception>
#include <fstream>
#include <iostream>

#include "content_strings.hpp"

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) {
    std::cerr << "usage: mycity-content-strings ROOT [OUT.pot]\n";
    return 2;
  }
  try {
    const auto texts = mycity::content_strings::content_texts(argv[1]);
    if (argc == 2) {
      mycity::content_strings::write_pot(std::cout, texts);
      return 0;
    }
    std::ofstream out(argv[2], std::ios::binary);
    mycity::content_strings::write_pot(out, texts);
    if (!out.flush()) {
      std::cerr << "mycity-content-strings: cannot write " << argv[2] << "\n";
      return 1;
    }
  } catch (const std::exception& e) {
    std::cerr << "mycity-content-strings: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
