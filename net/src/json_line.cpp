#include "unpod/net/json_line.h"

#include <cmath>
#include <nlohmann/json.hpp>

#include "unpod/assets/text_utf8.h"

namespace unpod::net {

// The object's members, in the order given (nlohmann's ordered_json keeps it).
struct JsonLine::Members {
  nlohmann::ordered_json object = nlohmann::ordered_json::object();
};

JsonLine::JsonLine() : members_(std::make_unique<Members>()) {}
JsonLine::~JsonLine() = default;
JsonLine::JsonLine(JsonLine&&) noexcept = default;
JsonLine& JsonLine::operator=(JsonLine&&) noexcept = default;

std::string json_string(std::string_view s) {
  return nlohmann::json(assets::utf8_text(s)).dump();
}

JsonLine& JsonLine::text(std::string_view k, std::string_view value) {
  members_->object[assets::utf8_text(k)] = assets::utf8_text(value);
  return *this;
}

JsonLine& JsonLine::number(std::string_view k, double value, int decimals) {
  // Rounded to `decimals` places, then written as the shortest number that reads back the same.
  const double scale = std::pow(10.0, decimals);
  members_->object[assets::utf8_text(k)] =
      std::isfinite(value) ? nlohmann::ordered_json(std::round(value * scale) / scale)
                           : nlohmann::ordered_json(nullptr);
  return *this;
}

JsonLine& JsonLine::integer(std::string_view k, int64_t value) {
  members_->object[assets::utf8_text(k)] = value;
  return *this;
}

JsonLine& JsonLine::boolean(std::string_view k, bool value) {
  members_->object[assets::utf8_text(k)] = value;
  return *this;
}

JsonLine& JsonLine::raw(std::string_view k, std::string_view json) {
  members_->object[assets::utf8_text(k)] = nlohmann::ordered_json::parse(json);
  return *this;
}

std::string JsonLine::str() const {
  return members_->object.dump();
}

}  // namespace unpod::net

#include "unpod/assets/replay.h"
#include "unpod/sim/session/race_session.h"

namespace unpod::net {

std::string results_json(const assets::Replay& setup, const sim::session::RaceSession& session) {
  std::string out = "[";
  for (const sim::race::RaceResult& r : session.results()) {
    const assets::ReplayRacer& who = setup.racers[size_t(r.racer)];
    JsonLine line;
    line.integer("place", r.place)
        .text("driver", who.driver)
        .text("car", who.car)
        .boolean("human", r.human)
        .boolean("finished", r.finished)
        .number("race_time", double(r.race_time) / 65536.0, 5)
        .integer("laps", r.laps)
        .boolean("retired", r.retired)
        .boolean("out", r.out);
    if (out.size() > 1) out += ',';
    out += line.str();
  }
  return out + "]";
}

}  // namespace unpod::net
