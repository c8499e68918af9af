#include "content_strings.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <utility>

namespace mycity::content_strings {
namespace {

using Json = nlohmann::ordered_json;

// The fields each content format shows to players ("*": every member or element), as read
// by src/session and src/app, and the msgctxt they are looked up with. Ids, art names,
// colours and card codes are not shown.
struct Shown {
  std::vector<std::string> fields;
  std::string context;
};

const std::map<std::string, Shown, std::less<>> kShownFields = {
    {"mycity-animals", {{"/animals/*/name"}, ""}},
    {"mycity-board", {}},  // the board's name is only shown by the English CLI
    {"mycity-campaign", {{"/chapters/*/title", "/chapters/*/story", "/chapters/*/rules/*"}, ""}},
    {"mycity-chapter-pictures", {{"/pictures/*/caption"}, ""}},
    {"mycity-menu-scene", {}},
    {"mycity-pieces", {{"/pieces/*/name"}, ""}},
    {"mycity-ruleset", {}},  // the mode's name is only shown by the English CLI
    {"mycity-terms", {{"/terms/*/label", "/terms/*/hint", "/stickers/*/label"}, ""}},
    // Russian is the file's own (names.ru); the other languages translate the English name
    // (machikoro::session::card_name).
    {"machikoro-cards",
     {{"/establishments/*/names/en", "/landmarks/*/names/en"}, "Machi Koro card"}},
};

std::vector<std::string> split_pointer(const std::string& pattern) {
  std::vector<std::string> parts;
  std::istringstream in(pattern.substr(1));
  for (std::string part; std::getline(in, part, '/');) parts.push_back(part);
  return parts;
}

std::string escaped(const std::string& key) {
  std::string out;
  for (char c : key) out += c == '~' ? "~0" : c == '/' ? "~1" : std::string(1, c);
  return out;
}

void collect(const Json& value, const std::vector<std::string>& parts, std::size_t at,
             const std::string& pointer, const std::string& name, const std::string& context,
             std::vector<Text>& out) {
  if (at == parts.size()) {
    if (!value.is_string())
      throw std::runtime_error(name + ":" + pointer + ": a text was expected, found " +
                               value.type_name());
    if (!value.get<std::string>().empty())
      out.push_back({value.get<std::string>(), name + ":" + pointer, context});
    return;
  }
  const std::string& part = parts[at];
  if (part == "*" && value.is_array()) {
    for (std::size_t i = 0; i < value.size(); ++i)
      collect(value[i], parts, at + 1, pointer + "/" + std::to_string(i), name, context, out);
  } else if (part == "*" && value.is_object()) {
    for (const auto& [key, member] : value.items())
      collect(member, parts, at + 1, pointer + "/" + escaped(key), name, context, out);
  } else if (part != "*" && value.is_object() && value.contains(part)) {
    collect(value[part], parts, at + 1, pointer + "/" + escaped(part), name, context, out);
  }
}

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(path.string() + ": cannot be read");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string po_quoted(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n')
      out += "\\n";
    else if (c == '\t')
      out += "\\t";
    else
      out += c;
  }
  return out + "\"";
}

}  // namespace

std::vector<Text> json_texts(const std::string& json, const std::string& name) {
  Json doc;
  try {
    doc = Json::parse(json);
  } catch (const Json::parse_error& e) {
    throw std::runtime_error(name + ": not valid JSON: " + e.what());
  }
  const Json* format = doc.is_object() && doc.contains("format") ? &doc["format"] : nullptr;
  if (format == nullptr || !format->is_string())
    throw std::runtime_error(name + ": no \"format\" text saying what the file holds");
  const auto shown = kShownFields.find(format->get<std::string>());
  if (shown == kShownFields.end())
    throw std::runtime_error(name + ": unknown format \"" + format->get<std::string>() +
                             "\": say in tools/content-strings which of its fields are shown");
  std::vector<Text> texts;
  for (const std::string& pattern : shown->second.fields)
    collect(doc, split_pointer(pattern), 0, "", name, shown->second.context, texts);
  return texts;
}

std::vector<Text> rules_summary_texts(const std::string& text, const std::string& name) {
  std::vector<Text> texts;
  std::istringstream in(text);
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.starts_with("# ") || line.starts_with("- ")) line.erase(0, 2);
    if (!line.empty()) texts.push_back({line, name + ":" + std::to_string(number), ""});
  }
  return texts;
}

std::vector<Text> content_texts(const std::filesystem::path& root) {
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root / "campaigns"))
    if (entry.is_regular_file() && entry.path().extension() == ".json")
      files.push_back(entry.path().lexically_relative(root).generic_string());
  std::sort(files.begin(), files.end());
  for (const char* asset : {"assets/terms.json", "assets/animals.json",
                            "assets/chapter-pictures.json", "assets/menu-scene.json"})
    files.emplace_back(asset);

  std::vector<Text> texts;
  for (const std::string& file : files) {
    const std::vector<Text> found = json_texts(read_file(root / file), file);
    texts.insert(texts.end(), found.begin(), found.end());
  }
  // Each game's rules summary (My City's, Machi Koro's how to play): every assets/*.txt.
  std::vector<std::string> summaries;
  for (const auto& entry : std::filesystem::directory_iterator(root / "assets"))
    if (entry.is_regular_file() && entry.path().extension() == ".txt")
      summaries.push_back(entry.path().lexically_relative(root).generic_string());
  std::sort(summaries.begin(), summaries.end());
  for (const std::string& summary : summaries) {
    const std::vector<Text> found = rules_summary_texts(read_file(root / summary), summary);
    texts.insert(texts.end(), found.begin(), found.end());
  }
  return texts;
}

void write_pot(std::ostream& out, const std::vector<Text>& texts) {
  using Key = std::pair<std::string, std::string>;  // context, msgid
  std::vector<Key> order;
  std::map<Key, std::vector<std::string>> references;
  for (const Text& t : texts) {
    auto& refs = references[{t.context, t.msgid}];
    if (refs.empty()) order.push_back({t.context, t.msgid});
    refs.push_back(t.reference);
  }
  out << "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
         "\"Content-Transfer-Encoding: 8bit\\n\"\n";
  for (const Key& key : order) {
    out << '\n';
    for (const std::string& ref : references[key]) out << "#: " << ref << '\n';
    if (!key.first.empty()) out << "msgctxt " << po_quoted(key.first) << '\n';
    out << "msgid " << po_quoted(key.second) << "\nmsgstr \"\"\n";
  }
}

}  // namespace mycity::content_strings
