#include "day_records.hpp"

#include <catch2/catch.hpp>

#include "mycity/session/day_game.hpp"
#include "mycity/session/game_hub.hpp"

namespace app::test {

void keep_day_game(AppDriver& app, const std::filesystem::path& saves, const std::string& code,
                   const std::vector<std::string>& names) {
  const mycity::session::GameHub& shown = app.mycity().game_hub();
  // The app's catalogue, not owned: the app outlives this hub.
  const mycity::session::LoadedContent content{
      {},
      std::shared_ptr<const mycity::Catalogue>(std::shared_ptr<const mycity::Catalogue>{},
                                               &shown.catalogue()),
      ""};
  mycity::session::GameHub hub(content, saves, shown.animals());
  const table::Result<mycity::session::DayGame> day = mycity::session::day_game(code);
  REQUIRE(day);
  std::vector<mycity::session::SeatInfo> seats;
  for (const std::string& name : names)
    seats.push_back({name, static_cast<int>(seats.size()), "", std::nullopt});
  REQUIRE(hub.start_day(seats, *day));
  hub.autoplay(1000, 1);
  REQUIRE(hub.game()->game().over());
  REQUIRE_FALSE(hub.game()->kept().empty());
}

}  // namespace app::test
