// Linked into the targets that run the CLI's commands: the JSON they print is still built
// (and so checked) but goes nowhere.
#include <iostream>

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  std::cout.rdbuf(nullptr);
  return 0;
}
