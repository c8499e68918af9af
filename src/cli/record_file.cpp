#include "record_file.hpp"

#include <nlohmann/json.hpp>

#include "base/atomic_file.hpp"
#include "base/error.hpp"
#include "base/utf8_path.hpp"

namespace cli {

void write_record_file(const std::filesystem::path& path, const nlohmann::json& record) {
  if (std::filesystem::exists(path))
    throw base::Error(base::utf8_string(path) + ": already exists; not overwritten");
  base::write_file_atomically(path, record.dump(2) + '\n');
}

}  // namespace cli
