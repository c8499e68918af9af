#include "term_reader.hpp"

#include <nlohmann/json.hpp>

#include "mycity/terms.hpp"

namespace mycity {

TermSpec term_spec(std::string id, nlohmann::json params) {
  return TermSpec{std::move(id), std::make_shared<const nlohmann::json>(std::move(params))};
}

}  // namespace mycity

namespace mycity::detail {

std::vector<TermSpec> load_terms(const json& value, const base::JsonPlace& place, TermKind kind) {
  std::vector<TermSpec> terms;
  const json& array = base::expect_array(value, place, 100);
  for (std::size_t i = 0; i < array.size(); ++i) {
    const base::JsonPlace at = place / i;
    if (array[i].is_string()) {
      terms.push_back(term_spec(array[i].get<std::string>(), json::object()));
    } else {
      // Each term refuses the members it does not take (term_registry.cpp).
      const json& object = base::expect_object(array[i], at);
      terms.push_back(term_spec(base::string_member(object, "term", at), object));
    }
    if (kind == TermKind::Race)
      make_race(terms.back(), at.file(), at.path());
    else
      make_end_term(terms.back(), at.file(), at.path());
  }
  return terms;
}

}  // namespace mycity::detail
