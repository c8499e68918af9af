// A scrollable summary of a game's rules, read from a text file of assets/ whose every line
// is a msgid of the catalog (tools/content-strings reads them): My City's rules in brief,
// Machi Koro's how to play.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "ui/screen.hpp"

namespace app {

struct RulesBlock {
  enum class Kind { Heading, Paragraph, Bullet } kind = Kind::Paragraph;
  std::string text;
};

// "# " starts a heading, "- " a bullet, any other non-empty line a paragraph.
std::vector<RulesBlock> parse_rules_summary(const std::string& text);

class RulesScreen : public Screen {
 public:
  // `title`: a literal marked for the catalog, translated where shown.
  RulesScreen(const std::filesystem::path& file, const char* title);
  void draw(UiFrame& frame) override;

 private:
  std::vector<RulesBlock> blocks_;
  std::filesystem::path file_;  // named when it cannot be read
  const char* title_;
};

}  // namespace app
