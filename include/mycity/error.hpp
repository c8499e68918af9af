// The engine reports bad input (data files, records, saves) by throwing one of these;
// every front end catches them at its boundary and shows what() to the user.
#pragma once

#include <stdexcept>
#include <string>

namespace mycity {

class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A malformed content file: names the file, the JSON path inside it and the problem.
class ContentError : public Error {
 public:
  ContentError(const std::string& file, const std::string& json_path, const std::string& problem)
      : Error(file + (json_path.empty() ? "" : ": at " + json_path) + ": " + problem) {}
};

// A malformed or illegal game record.
class RecordError : public Error {
 public:
  using Error::Error;
};

}  // namespace mycity
