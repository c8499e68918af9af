// Every piece of art side by side at an adjustable size (re-rasterised for each size).
#pragma once

#include "ui/screen.hpp"

namespace mycity::app {

class ArtPreviewScreen : public Screen {
 public:
  void draw(UiFrame& frame) override;

 private:
  float cell_ = 72.0f;
};

}  // namespace mycity::app
