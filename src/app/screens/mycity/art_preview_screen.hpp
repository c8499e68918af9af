// Every piece of art side by side at an adjustable size (re-rasterised for each size).
#pragma once

#include "mycity/session/animals.hpp"
#include "ui/screen.hpp"

namespace app {

class ArtPreviewScreen : public Screen {
 public:
  explicit ArtPreviewScreen(const mycity::session::Animals& animals) : animals_(animals) {}
  void draw(UiFrame& frame) override;

 private:
  const mycity::session::Animals& animals_;
  float cell_ = 72.0f;
};

}  // namespace app
