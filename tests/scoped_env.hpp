// An environment variable set, or unset, for a test's scope and restored after it, on POSIX
// systems and on Windows (which has no setenv).
#pragma once

#include <cstdlib>
#include <string>

namespace mycity::test {

inline void set_env(const char* name, const char* value) {
#ifdef _WIN32
  _putenv_s(name, value != nullptr ? value : "");  // "" unsets it
#else
  if (value != nullptr)
    setenv(name, value, 1);
  else
    unsetenv(name);
#endif
}

class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    set_env(name, value);
  }
  ~ScopedEnv() { set_env(name_, old_.empty() ? nullptr : old_.c_str()); }
  ScopedEnv(const ScopedEnv&) = delete;
  ScopedEnv& operator=(const ScopedEnv&) = delete;

 private:
  const char* name_;
  std::string old_;
};

}  // namespace mycity::test
