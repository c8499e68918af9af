// A scrollable summary of the rules, read from assets/rules-summary.txt.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "ui/screen.hpp"

namespace mycity::app {

struct RulesBlock {
  enum class Kind { Heading, Paragraph, Bullet } kind = Kind::Paragraph;
  std::string text;
};

// "# " starts a heading, "- " a bullet, any other non-empty line a paragraph.
std::vector<RulesBlock> parse_rules_summary(const std::string& text);

class RulesScreen : public Screen {
 public:
  explicit RulesScreen(const std::filesystem::path& file);
  void draw(UiFrame& frame) override;

 private:
  std::vector<RulesBlock> blocks_;
  std::filesystem::path file_;  // named when it cannot be read
};

}  // namespace mycity::app
