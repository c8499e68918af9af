#include "platform/settings_text.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include <nlohmann/json.hpp>

#include "games/game_list.hpp"
#include "i18n/translate.hpp"

namespace app {
namespace {

using nlohmann::json;

std::string describe(const json& value) {
  std::string text = value.dump();
  if (text.size() > 40) text = text.substr(0, 37) + "...";
  return text;
}

void read_int(const json& doc, const char* field, int min, int max, int& out,
              const std::string& file, std::vector<std::string>& problems) {
  if (!doc.contains(field)) return;
  const json& v = doc.at(field);
  if (v.is_number_integer() && v.get<long long>() >= min && v.get<long long>() <= max) {
    out = v.get<int>();
    return;
  }
  problems.push_back(file + ": field \"" + field + "\" must be a whole number from " +
                     std::to_string(min) + " to " + std::to_string(max) + ", found " + describe(v) +
                     "; using the default " + std::to_string(out));
}

void read_float(const json& doc, const char* field, float min, float max, float& out,
                const std::string& file, std::vector<std::string>& problems) {
  if (!doc.contains(field)) return;
  const json& v = doc.at(field);
  if (v.is_number()) {
    const double d = v.get<double>();
    if (std::isfinite(d) && d >= min && d <= max) {
      out = static_cast<float>(d);
      return;
    }
  }
  std::ostringstream text;
  text << file << ": field \"" << field << "\" must be a number from " << min << " to " << max
       << ", found " << describe(v) << "; using the default " << out;
  problems.push_back(text.str());
}

void read_bool(const json& doc, const char* field, bool& out, const std::string& file,
               std::vector<std::string>& problems) {
  if (!doc.contains(field)) return;
  const json& v = doc.at(field);
  if (v.is_boolean()) {
    out = v.get<bool>();
    return;
  }
  problems.push_back(file + ": field \"" + field + "\" must be true or false, found " +
                     describe(v) + "; using the default " + (out ? "true" : "false"));
}

bool known_language(const std::string& code) {
  if (code.empty() || code == i18n::kPseudoLanguage) return true;
  for (const i18n::Language& language : i18n::languages())
    if (language.code == code) return true;
  return false;
}

std::string language_codes() {
  std::string codes;
  for (const i18n::Language& language : i18n::languages()) codes += " " + language.code;
  return codes;
}

void read_language(const json& doc, const char* field, std::string& out, const std::string& file,
                   std::vector<std::string>& problems) {
  if (!doc.contains(field)) return;
  const json& v = doc.at(field);
  if (v.is_string() && known_language(v.get<std::string>())) {
    out = v.get<std::string>();
    return;
  }
  problems.push_back(file + ": field \"" + field + "\" must be \"\" (follow the system) or one of" +
                     language_codes() + ", found " + describe(v) +
                     "; following the system's language");
}

// One of a game's choices: a word of `which.words`.
void read_choice(const json& section, const GameChoice& which, std::string& out,
                 const std::string& file, std::vector<std::string>& problems) {
  out = std::string(which.words[which.fallback]);
  if (!section.is_object() || !section.contains(which.key)) return;
  const json& v = section.at(which.key);
  if (v.is_string()) {
    const auto word = std::find(which.words.begin(), which.words.end(), v.get<std::string>());
    if (word != which.words.end()) {
      out = std::string(*word);
      return;
    }
  }
  std::string words;
  for (const std::string_view word : which.words)
    words += std::string(words.empty() ? " \"" : ", \"") + std::string(word) + "\"";
  problems.push_back(file + ": field \"" + which.key + "\" must be one of" + words + ", found " +
                     describe(v) + "; using the default \"" + out + "\"");
}

// A game's switches and choices from its section; a file from before the sections (version
// 1) has the switches at its top level.
void read_game(const json& doc, const GameInfo& game, Settings& s, const std::string& file,
               std::vector<std::string>& problems) {
  if (game.switches.empty() && game.choices.empty()) return;
  const std::string id(game.id);
  const bool has_section = doc.contains(id);
  if (has_section && !doc.at(id).is_object())
    problems.push_back(file + ": field \"" + id + "\" must hold " + id + "'s settings, found " +
                       describe(doc.at(id)) + "; using their defaults");
  const json& section = has_section ? doc.at(id) : doc;
  GameSettings& settings = s.games[id];
  for (const GameSwitch& which : game.switches) {
    bool on = which.fallback;
    if (section.is_object()) read_bool(section, which.key, on, file, problems);
    settings.switches[which.key] = on;
  }
  for (const GameChoice& which : game.choices)
    read_choice(has_section ? section : json(), which, settings.choices[which.key], file, problems);
}

// The settings file's object, or an empty one (every setting at its default) with the
// problem said.
json settings_object(const std::string& text, const std::string& name,
                     std::vector<std::string>& problems) {
  json doc;
  try {
    doc = json::parse(text);
  } catch (const json::exception& e) {
    // e.what() reads "[json.exception.parse_error.101] parse error at line 1, column 9: ..."
    std::string what = e.what();
    if (const auto at = what.find("] "); at != std::string::npos) what = what.substr(at + 2);
    problems.push_back(name + ": not valid JSON (" + what + "); using the default settings");
    return json::object();
  }
  if (!doc.is_object()) {
    problems.push_back(name + ": must hold a JSON object; using the default settings");
    return json::object();
  }
  return doc;
}

}  // namespace

// Every game's switches are filled in, from the file or their defaults, so the settings
// read are the same as those read back from what settings_text() writes of them.
LoadedSettings parse_settings(const std::string& text, const std::string& name) {
  LoadedSettings result;
  result.file_exists = true;
  const json doc = settings_object(text, name, result.problems);
  Settings& s = result.settings;
  read_int(doc, "window_width", 320, 16384, s.window_width, name, result.problems);
  read_int(doc, "window_height", 320, 16384, s.window_height, name, result.problems);
  read_float(doc, "ui_scale", kMinUiScale, kMaxUiScale, s.ui_scale, name, result.problems);
  read_bool(doc, "fullscreen", s.fullscreen, name, result.problems);
  read_bool(doc, "colour_blind_patterns", s.colour_blind_patterns, name, result.problems);
  read_language(doc, "language", s.language, name, result.problems);
  read_int(doc, "sound_volume", 0, kMaxSoundVolume, s.sound_volume, name, result.problems);
  read_bool(doc, "sound_muted", s.sound_muted, name, result.problems);
  for (const GameInfo& game : game_infos()) read_game(doc, game, s, name, result.problems);
  return result;
}

std::string settings_text(const Settings& s) {
  json doc = {
      {"format", "mycity-settings"},
      {"version", 2},
      {"window_width", s.window_width},
      {"window_height", s.window_height},
      {"ui_scale", s.ui_scale},
      {"fullscreen", s.fullscreen},
      {"colour_blind_patterns", s.colour_blind_patterns},
      {"language", s.language},
      {"sound_volume", s.sound_volume},
      {"sound_muted", s.sound_muted},
  };
  for (const auto& [game, settings] : s.games) {
    json section = settings.switches;
    for (const auto& [key, word] : settings.choices) section[key] = word;
    doc[game] = section;
  }
  return doc.dump(2) + '\n';
}

}  // namespace app
