// `mycity-cli machikoro analyse FILE`: a finished game's turning points (docs/machikoro.md).
#include <cmath>
#include <iostream>

#include "machikoro/analysis.hpp"
#include "machikoro/session/computers.hpp"
#include "machikoro_commands.hpp"
#include "machikoro_json.hpp"

namespace cli {

namespace {

using nlohmann::ordered_json;

double thousandths(double chance) {
  return std::round(chance * 1000.0) / 1000.0;
}

ordered_json point_json(const machikoro::CardSet& cards, const machikoro::TurningPoint& point) {
  return {{"turn", point.turn},
          {"decision", decision_name(point.decision)},
          {"made", choice_json(cards, point.made)},
          {"suggested", choice_json(cards, point.suggested)},
          {"before", thousandths(point.before)},
          {"after", thousandths(point.after)},
          {"change", thousandths(point.change())}};
}

}  // namespace

int run_machikoro_analyse(const machikoro::CardSet& cards, const MachikoroAnalyseOptions& options) {
  const machikoro::Record record = machikoro::read_record_file(options.file);
  machikoro::AnalysisSettings settings{.seed = options.seed, .all_seats = options.all_seats};
  if (options.samples > 0) settings.samples = options.samples;
  // The app keeps a computer's seat under its default name (kept_outcomes.hpp).
  for (const std::string& name : record.setup.players)
    settings.computers.push_back(machikoro::session::is_computer_name(name));
  const machikoro::GameAnalysis analysis =
      machikoro::analyse_record(cards, record, settings, {}, {}, options.file);
  ordered_json players = ordered_json::array();
  for (const machikoro::SeatAnalysis& seat : analysis.seats) {
    ordered_json points = ordered_json::array();
    for (const machikoro::TurningPoint& point : seat.turning_points)
      points.push_back(point_json(cards, point));
    players.push_back(
        {{"name", seat.name}, {"judged", seat.judged}, {"turning_points", std::move(points)}});
  }
  const ordered_json out = {
      {"seed", settings.seed}, {"samples", settings.samples}, {"players", std::move(players)}};
  std::cout << out.dump(2) << '\n';
  return 0;
}

}  // namespace cli
