#include "mycity/session/loaded_content.hpp"

#include <exception>

namespace mycity::session {

LoadedContent load_content(const std::filesystem::path& dir) {
  LoadedContent content{dir, nullptr, {}};
  try {
    content.catalogue = std::make_shared<const Catalogue>(load_catalogue(dir));
  } catch (const std::exception& e) {
    content.error = e.what();
  }
  return content;
}

}  // namespace mycity::session
