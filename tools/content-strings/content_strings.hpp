// The player-visible texts of the content files (campaigns/, assets/), each with where it
// comes from, written as a gettext template (.pot) for scripts/update-pot.sh.
#pragma once

#include <filesystem>
#include <iosfwd>
#include <string>
#include <vector>

namespace mycity::content_strings {

struct Text {
  std::string msgid;
  std::string reference;  // "campaigns/legacy/campaign.json:/chapters/0/story"
  std::string context;    // msgctxt, "" for none ("Machi Koro card": read by trc)
};

// The texts of one JSON content file, chosen by its "format"; `name` is the file as the
// references show it. Throws std::runtime_error naming the file and what is wrong.
std::vector<Text> json_texts(const std::string& json, const std::string& name);

// One text per non-empty line of a rules summary (assets/*.txt), split as the rules screen shows
// it:
// "# heading" -> heading, "- item" -> item, any other line whole.
std::vector<Text> rules_summary_texts(const std::string& text, const std::string& name);

// Every text of the content under `root`: campaigns/**/*.json (sorted), the assets' JSON
// files and their rules summaries (assets/*.txt, sorted).
std::vector<Text> content_texts(const std::filesystem::path& root);

// A .pot: one entry per context and msgid (first appearance first), with all its references.
void write_pot(std::ostream& out, const std::vector<Text>& texts);

}  // namespace mycity::content_strings
