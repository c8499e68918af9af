// What the tests of the analysis and replay views share.
#pragma once

#include <chrono>
#include <thread>

#include <catch2/catch.hpp>

#include "app_driver.hpp"
#include "mycity/session/game_hub.hpp"

namespace app::test {

// Draws frames until the analysis is done (it runs on its own thread).
inline void wait_for_analysis(AppDriver& app) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::minutes(3);
  while (app.mycity().look_back().analysis() == nullptr &&
         std::chrono::steady_clock::now() < until) {
    app.frames(1);
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  REQUIRE(app.mycity().look_back().analysis() != nullptr);
  app.frames(1);
}

}  // namespace app::test
