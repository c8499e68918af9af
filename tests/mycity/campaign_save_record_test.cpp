// Legacy episode records (formats.md): every finished episode of a campaign, taken out of
// its save, replays alone to the episode's result; tampered boards are refused.
#include <catch2/catch.hpp>

#include "base/error.hpp"
#include "campaign_save_test_support.hpp"
#include "mycity/record.hpp"

using namespace mycity;
using nlohmann::json;

namespace {

const Campaign& finished_campaign() {
  static const Campaign campaign = test::finished_bot_campaign(3, 17);
  return campaign;
}

json record_json(int episode) {
  return test::episode_record_json(finished_campaign(), episode);
}

Game replay_json(const json& doc) {
  return test::replay_legacy_json(doc);
}

}  // namespace

TEST_CASE("Legacy record: each episode of a campaign replays alone to its result",
          "[campaign][save][record]") {
  const Campaign& c = finished_campaign();
  REQUIRE(c.episode_logs().size() == 24);
  for (const EpisodeLog& log : c.episode_logs()) {
    INFO("episode " << log.episode);
    const json doc = record_json(log.episode);
    CHECK(doc.at("campaign") == "legacy");
    CHECK(doc.at("episode") == log.episode);
    const Game game = replay_json(doc);
    const GameResult result = game.result();
    REQUIRE(result.players.size() == log.result.players.size());
    for (std::size_t s = 0; s < result.players.size(); ++s) {
      CHECK(result.players[s].score == log.result.players[s].score);
      CHECK(result.players[s].rank == log.result.players[s].rank);
      // The board rebuilt from the stickers is the one the episode was played on.
      CHECK(layout_map(game.player(static_cast<int>(s)).city.layout()) ==
            layout_map(log.boards[s].layout));
      CHECK(game.player(static_cast<int>(s)).city.layout().paths.size() ==
            log.boards[s].layout.paths.size());
      CHECK(game.player(static_cast<int>(s)).city.piece_stickers() == log.boards[s].piece_stickers);
    }
  }
}

TEST_CASE("Legacy record: boards the rules cannot produce are refused (R51 R53)",
          "[campaign][save][record][R51][R53]") {
  // The last episode: every board carries many stickers.
  const json doc = record_json(24);
  REQUIRE_THROWS_WITH(
      replay(test::catalogue(), parse_record(doc, test::catalogue(), "e.json"), true),
      Catch::Contains("needs its campaign"));

  json stickers = doc;
  std::size_t cell_sticker = 0;
  const json& list = stickers["boards"][1]["stickers"];
  while (!list[cell_sticker].contains("x")) ++cell_sticker;
  stickers["boards"][1]["stickers"][cell_sticker]["x"] = 0;  // (0, 0): a mountain
  stickers["boards"][1]["stickers"][cell_sticker]["y"] = 0;
  CHECK_THROWS_WITH(replay_json(stickers),
                    Catch::Contains("board of player 2") &&
                        Catch::Contains("sticker " + std::to_string(cell_sticker + 1)) &&
                        Catch::Contains("R51"));

  json twice = doc;
  json& on_pieces = twice["boards"][0]["stickers"];
  for (std::size_t i = 0; i < on_pieces.size(); ++i) {
    if (on_pieces[i].contains("piece")) {
      on_pieces.push_back(on_pieces[i]);  // a second sticker on the same building
      break;
    }
  }
  CHECK_THROWS_WITH(replay_json(twice), Catch::Contains("R53"));

  json map = doc;
  map["boards"][2]["map"][0] = "MMMMMMMMMMMMM";
  CHECK_THROWS_WITH(replay_json(map),
                    Catch::Contains("board of player 3") && Catch::Contains("map row 0 should be"));

  json other = doc;
  other["campaign"] = "sequel";
  CHECK_THROWS_WITH(replay_json(other), Catch::Contains("from campaign \"sequel\""));
  json mode = doc;
  mode["episode"] = 23;
  CHECK_THROWS_WITH(replay_json(mode), Catch::Contains("episode 23 is played as"));
}

TEST_CASE("Legacy record: structure errors name the JSON path", "[campaign][save][record]") {
  const json doc = record_json(5);
  const auto parse_error = [](const json& d) {
    try {
      parse_record(d, test::catalogue(), "e.json");
    } catch (const base::ContentError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  json boards = doc;
  boards["boards"].erase(0);
  CHECK_THAT(parse_error(boards), Catch::Contains("at /boards: expected one board per player"));
  json sticker = doc;
  sticker["boards"][0]["stickers"] = {{{"sticker", "dragon"}}};
  CHECK_THAT(parse_error(sticker),
             Catch::Contains("at /boards/0/stickers/0/sticker: unknown sticker"));
  json cell = doc;
  cell["boards"][0]["stickers"] = {{{"sticker", "tree"}, {"x", 3}, {"y", 99}}};
  CHECK_THAT(parse_error(cell), Catch::Contains("at /boards/0/stickers/0/y: expected an integer"));
  json episode = doc;
  episode["episode"] = "five";
  CHECK_THAT(parse_error(episode), Catch::Contains("at /episode: expected an integer"));
}
