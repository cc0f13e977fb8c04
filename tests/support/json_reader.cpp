#include "json_reader.h"

#include <nlohmann/json.hpp>

namespace unpod::test {
namespace {

// nlohmann's tree as the tests' Json (object members kept in the text's order).
Json from(const nlohmann::ordered_json& j) {
  Json out;
  switch (j.type()) {
    case nlohmann::ordered_json::value_t::null:
      break;
    case nlohmann::ordered_json::value_t::boolean:
      out.kind = Json::Kind::kBool;
      out.boolean = j.get<bool>();
      break;
    case nlohmann::ordered_json::value_t::number_integer:
    case nlohmann::ordered_json::value_t::number_unsigned:
    case nlohmann::ordered_json::value_t::number_float:
      out.kind = Json::Kind::kNumber;
      out.number = j.get<double>();
      break;
    case nlohmann::ordered_json::value_t::string:
      out.kind = Json::Kind::kString;
      out.string = j.get<std::string>();
      break;
    case nlohmann::ordered_json::value_t::array:
      out.kind = Json::Kind::kArray;
      for (const auto& item : j) out.items.push_back(from(item));
      break;
    case nlohmann::ordered_json::value_t::object:
      out.kind = Json::Kind::kObject;
      for (const auto& [key, value] : j.items()) {
        out.keys.push_back(key);
        out.items.push_back(from(value));
      }
      break;
    default:
      throw std::runtime_error("JSON: a value of no kind JSON has");
  }
  return out;
}

}  // namespace

const Json& Json::operator[](const std::string& key) const {
  for (size_t i = 0; i < keys.size(); ++i)
    if (keys[i] == key) return items[i];
  throw std::runtime_error("JSON: no member '" + key + "'");
}

const Json& Json::operator[](size_t i) const {
  if (i >= items.size()) throw std::runtime_error("JSON: no item " + std::to_string(i));
  return items[i];
}

bool Json::has(const std::string& key) const {
  for (const std::string& k : keys)
    if (k == key) return true;
  return false;
}

Json parse_json(const std::string& text) {
  // nlohmann-json's strict parser: anything that is not one JSON value (trailing text, a
  // comment, ill-formed UTF-8 in a string) throws.
  try {
    return from(nlohmann::ordered_json::parse(text));
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error(std::string("JSON: ") + e.what());
  }
}

}  // namespace unpod::test
