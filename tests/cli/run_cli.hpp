// Runs the real mycity-cli binary (MYCITY_CLI_PATH) and captures what it printed and its
// exit code, so the CLI tests check the contract of formats.md from the outside.
#pragma once

#ifndef _WIN32
#include <sys/wait.h>
#endif
#include <unistd.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "base/utf8_path.hpp"

namespace mycity::test {

struct CliRun {
  int exit_code = -1;
  std::string out;
  std::string err;
};

#ifdef _WIN32
// cmd.exe's quoting as the C runtime splits it: a quote inside doubled as \", backslashes
// before a quote doubled (CommandLineToArgvW's rules).
inline std::string quoted(const std::string& arg) {
  std::string q = "\"";
  std::size_t backslashes = 0;
  for (char c : arg) {
    if (c == '\\') {
      ++backslashes;
      continue;
    }
    q.append(c == '"' ? backslashes * 2 + 1 : backslashes, '\\');
    backslashes = 0;
    q += c;
  }
  q.append(backslashes * 2, '\\');
  return q + "\"";
}
#else
inline std::string quoted(const std::string& arg) {
  std::string q = "'";
  for (char c : arg) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}
#endif

// `args` are passed to the binary one by one (shell-quoted).
inline CliRun run_cli(const std::vector<std::string>& args) {
  static int counter = 0;
  const std::filesystem::path err_file =
      std::filesystem::temp_directory_path() /
      ("mycity-cli-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++) + ".err");
  std::string command = quoted(MYCITY_CLI_PATH);
  for (const std::string& a : args) command += " " + quoted(a);
  command += " 2>" + quoted(base::utf8_string(err_file));
  CliRun run;
#ifdef _WIN32
  command = "\"" + command + "\"";  // cmd /c takes off the outermost quotes
  // _popen reads the command in the ANSI code page, which cannot spell a temporary folder like
  // "C:\users\Зоя": the UTF-8 command goes as UTF-16 (a path's wstring() is its text unchanged).
  FILE* pipe = ::_wpopen(base::utf8_path(command).wstring().c_str(), L"r");
#else
  FILE* pipe = ::popen(command.c_str(), "r");
#endif
  if (pipe == nullptr) return run;
  std::array<char, 4096> buffer{};
  std::size_t n = 0;
  while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0)
    run.out.append(buffer.data(), n);
  const int status = ::pclose(pipe);
#ifdef _WIN32
  run.exit_code = status;  // the program's own exit code
#else
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
#endif
  {  // closed before it is removed: Windows removes no open file
    std::ifstream err(err_file);
    run.err.assign(std::istreambuf_iterator<char>(err), std::istreambuf_iterator<char>());
  }
  std::filesystem::remove(err_file);
  return run;
}

// An empty folder of its own in the temporary directory, for one test's files.
inline std::filesystem::path fresh_dir(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("mycity-" + name + "-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  return dir;
}

// The record `simulate --records DIR` writes of game `game` (from 1).
inline std::filesystem::path simulated_record(const std::filesystem::path& dir, int game) {
  char name[32];
  std::snprintf(name, sizeof name, "game-%05d.mcrec.json", game);
  return dir / name;
}

inline nlohmann::json read_json_file(const std::filesystem::path& file) {
  std::ifstream in(file);
  return nlohmann::json::parse(in);
}

inline std::string record_path(const std::string& name) {
  return std::string(MYCITY_TEST_DATA_DIR) + "/records/" + name;
}

}  // namespace mycity::test
