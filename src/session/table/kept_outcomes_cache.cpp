#include "table/kept_outcomes_cache.hpp"

#include <algorithm>
#include <unordered_set>

#include "base/utf8_path.hpp"

namespace table {

void KeptOutcomesCache::relist() {
  files_ = list_();
  std::unordered_set<std::filesystem::path::string_type> listed;
  for (const std::filesystem::path& file : files_) listed.insert(file.native());
  std::erase_if(read_files_, [&](const auto& entry) { return !listed.contains(entry.first); });
  waiting_.clear();
  for (auto file = files_.rbegin(); file != files_.rend(); ++file)
    if (!read_files_.contains(file->native())) waiting_.push_back(*file);
}

bool KeptOutcomesCache::read_for(std::chrono::steady_clock::duration budget) {
  const auto until = std::chrono::steady_clock::now() + budget;
  do {
    if (waiting_.empty()) break;
    read_next();
  } while (std::chrono::steady_clock::now() < until);
  return waiting_.empty();
}

void KeptOutcomesCache::catch_up() {
  relist();
  while (!waiting_.empty()) read_next();
}

void KeptOutcomesCache::read_next() {
  read_files_[waiting_.back().native()] = read_(waiting_.back());
  waiting_.pop_back();
}

std::vector<GameOutcome> KeptOutcomesCache::games(int part) const {
  return games_where([part](const auto&, const KeptOutcome& kept) { return kept.part == part; });
}

std::vector<GameOutcome> KeptOutcomesCache::dealt_games(
    const std::string& deal, const std::filesystem::path& leave_out) const {
  return games_where([&](const std::filesystem::path& file, const KeptOutcome& kept) {
    return !deal.empty() && kept.deal == deal && (leave_out.empty() || file != leave_out);
  });
}

std::vector<GameOutcome> KeptOutcomesCache::games_where(
    const std::function<bool(const std::filesystem::path&, const KeptOutcome&)>& keep) const {
  std::vector<GameOutcome> games;
  for (const std::filesystem::path& file : files_) {
    const auto found = read_files_.find(file.native());
    if (found != read_files_.end() && found->second && keep(file, *found->second))
      games.push_back(found->second->outcome);
  }
  return games;
}

std::string KeptOutcomesCache::newest_name(int part) const {
  for (auto file = files_.rbegin(); file != files_.rend(); ++file) {
    const auto found = read_files_.find(file->native());
    if (found != read_files_.end() && found->second && found->second->part == part)
      return base::utf8_string(file->filename());
  }
  return "";
}

int KeptOutcomesCache::unreadable() const {
  return static_cast<int>(std::count_if(read_files_.begin(), read_files_.end(),
                                        [](const auto& entry) { return !entry.second; }));
}

}  // namespace table
