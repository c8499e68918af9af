// The layout check the app tests share: a frame's LayoutAudit findings, named.
#pragma once

#include <sstream>
#include <string>

#include <catch2/catch.hpp>

#include "app_driver.hpp"

namespace app::test {

// Fails, naming the screen and each problem, when the frame just drawn (after the layout has
// settled) does not fit.
inline void check_fits(AppDriver& app, const std::string& where) {
  app.frames(3);
  std::ostringstream text;
  for (const LayoutProblem& p : app.app().layout_problems())
    text << "  " << p.window << ": " << p.what << '\n';
  INFO(where << '\n' << text.str());
  CHECK(app.app().layout_problems().empty());
}

}  // namespace app::test
