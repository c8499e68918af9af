// The one way the session layer reports a failure: a value, or the words of what went wrong
// (for the player, or naming a file and a member). A Status is a Result with no value; its
// error() is "" when it succeeded, so a screen can show it as it is.
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace table {

struct Failure {
  std::string words;
};
struct Ok {};

template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : value_(std::move(value)) {}
  Result(Failure failure) : error_(std::move(failure.words)) {}

  explicit operator bool() const { return value_.has_value(); }
  T& operator*() & { return *value_; }
  const T& operator*() const& { return *value_; }
  T&& operator*() && { return std::move(*value_); }
  T* operator->() { return &*value_; }
  const T* operator->() const { return &*value_; }
  const std::string& error() const { return error_; }

 private:
  std::optional<T> value_;
  std::string error_;
};

using Status = Result<Ok>;

}  // namespace table
