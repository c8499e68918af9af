// Writing a record a command made (simulate --records): never over an existing file.
#pragma once

#include <filesystem>

#include <nlohmann/json_fwd.hpp>

namespace cli {

// Throws base::Error naming the path if it exists or cannot be written.
void write_record_file(const std::filesystem::path& path, const nlohmann::json& record);

}  // namespace cli
