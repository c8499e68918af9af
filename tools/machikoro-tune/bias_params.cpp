#include "bias_params.hpp"

#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "base/atomic_file.hpp"
#include "base/error.hpp"

namespace machikoro::tune {

namespace {

std::string fixed2(double v) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.2f", std::abs(v) < 0.005 ? 0.0 : v);  // never "-0.00"
  return buffer;
}

}  // namespace

std::vector<Param> params(bots::BuildBias& bias, const CardSet& cards, Edition edition) {
  std::vector<Param> out;
  const auto& list = cards.establishments();
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (!in_game(list[i].edition, edition)) continue;
    out.push_back({"before." + list[i].id, &bias.before_station[i]});
    out.push_back({"after." + list[i].id, &bias.after_station[i]});
    out.push_back({"per_copy." + list[i].id, &bias.per_copy[i]});
  }
  const auto& landmarks = cards.landmarks();
  for (std::size_t i = 0; i < landmarks.size(); ++i) {
    if (in_game(landmarks[i].edition, edition) && !landmarks[i].starts_built)
      out.push_back({"landmark." + landmarks[i].id, &bias.landmark[i]});
  }
  out.push_back({"nothing", &bias.nothing});
  return out;
}

void read_params(const std::string& file, std::vector<Param>& params) {
  std::ifstream in(file);
  if (!in) throw base::Error(file + ": cannot be read");
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    std::istringstream fields(line);
    std::string name;
    double value = 0;
    if (!(fields >> name)) continue;
    const auto where = [&] { return file + ", line " + std::to_string(number) + ": "; };
    if (!(fields >> value)) throw base::Error(where() + "\"" + name + "\" needs a number");
    bool known = false;
    for (Param& p : params) {
      if (p.name != name) continue;
      *p.value = value;
      known = true;
    }
    if (!known) throw base::Error(where() + "\"" + name + "\" is not a number of this game");
  }
}

void write_params(const std::string& file, const std::vector<Param>& params) {
  std::string text;
  for (const Param& p : params) text += p.name + " " + std::to_string(*p.value) + "\n";
  base::write_file_atomically(file, text);
}

std::string table_rows(const bots::BuildBias& bias, const CardSet& cards, Edition edition) {
  std::string out;
  const auto& list = cards.establishments();
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (in_game(list[i].edition, edition))
      out += "    {\"" + list[i].id + "\", " + fixed2(bias.before_station[i]) + ", " +
             fixed2(bias.after_station[i]) + ", " + fixed2(bias.per_copy[i]) + "},\n";
  }
  const auto& landmarks = cards.landmarks();
  for (std::size_t i = 0; i < landmarks.size(); ++i) {
    if (in_game(landmarks[i].edition, edition) && !landmarks[i].starts_built)
      out += "    {\"" + landmarks[i].id + "\", " + fixed2(bias.landmark[i]) + ", 0, 0},\n";
  }
  out += "nothing: " + fixed2(bias.nothing) + "\n";
  return out;
}

}  // namespace machikoro::tune
