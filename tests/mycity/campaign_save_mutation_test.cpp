// No save may crash the loader: seeded mutations of a real save -- one value replaced with
// another type or an extreme number, a member removed, the text cut or spliced -- must each
// load or be refused with a ContentError naming the file, never another exception.
#include <catch2/catch.hpp>

#include "campaign_save_test_support.hpp"

using namespace mycity;
using nlohmann::json;

namespace {

const CampaignDef& short_def() {
  static const CampaignDef def = test::cut_campaign({1, 19});
  return def;
}

const json& base_save() {
  static const json doc = test::save_in_second_episode(short_def(), 3, 44, 2);
  return doc;
}

const std::vector<json> kReplacements = {nullptr,
                                         true,
                                         -1,
                                         0,
                                         1,
                                         15,
                                         16,
                                         41,
                                         2147483648LL,
                                         -2147483649LL,
                                         1e308,
                                         0.5,
                                         "",
                                         "x",
                                         "open_envelope",
                                         json::array(),
                                         json::object(),
                                         json::array({1, 2}),
                                         std::string(200, 'y')};

// Loads `text`; a refusal must be a ContentError naming the source.
void load_or_refuse(const std::string& text) {
  try {
    test::load_text(text, short_def());
  } catch (const base::ContentError& e) {
    CHECK_THAT(e.what(), Catch::StartsWith("test-save.json: "));
  }
}

}  // namespace

TEST_CASE("Campaign save mutations: one value changed or removed anywhere",
          "[campaign][save][mutation]") {
  const json flat = base_save().flatten();
  std::vector<std::string> paths;
  for (const auto& [path, value] : flat.items()) paths.push_back(path);
  base::Rng rng(2026);
  for (int i = 0; i < 400; ++i) {
    json changed = flat;
    const std::string& path = paths[rng.below(paths.size())];
    const bool remove = rng.below(5) == 0;
    if (remove) {
      changed.erase(path);
    } else {
      changed[path] = kReplacements[rng.below(kReplacements.size())];
    }
    INFO("mutation " << i << ": " << path << (remove ? " removed" : " = " + changed[path].dump()));
    json doc;
    try {
      doc = changed.unflatten();
    } catch (const json::exception&) {
      continue;  // not a document shape the flattened form can rebuild
    }
    load_or_refuse(doc.dump());
  }
}

TEST_CASE("Campaign save mutations: text cut or spliced", "[campaign][save][mutation]") {
  const std::string text =
      test::save_text(test::load_text(base_save().dump(), short_def()).campaign);
  base::Rng rng(7);
  const std::vector<std::string> splices = {
      "{",     "}",      "[", "]", ",", ":", "\"", "null", "-1", "99999999999999999999999",
      "1e999", "\\u0000"};
  for (int i = 0; i < 200; ++i) {
    std::string broken = text;
    const std::size_t at = rng.below(broken.size());
    if (rng.below(3) == 0) {
      broken.resize(at);
    } else {
      broken.insert(at, splices[rng.below(splices.size())]);
    }
    INFO("mutation " << i << " at byte " << at);
    load_or_refuse(broken);
  }
}
