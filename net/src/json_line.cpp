#include "unpod/net/json_line.h"

#include <cstdio>

namespace unpod::net {

std::string json_string(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (u < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", u);
      out += buf;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

void JsonLine::key(std::string_view k) {
  if (out_.size() > 1) out_ += ',';
  out_ += json_string(k);
  out_ += ':';
}

JsonLine& JsonLine::text(std::string_view k, std::string_view value) {
  key(k);
  out_ += json_string(value);
  return *this;
}

JsonLine& JsonLine::number(std::string_view k, double value, int decimals) {
  key(k);
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
  out_ += buf;
  return *this;
}

JsonLine& JsonLine::integer(std::string_view k, int64_t value) {
  key(k);
  out_ += std::to_string(value);
  return *this;
}

JsonLine& JsonLine::boolean(std::string_view k, bool value) {
  key(k);
  out_ += value ? "true" : "false";
  return *this;
}

JsonLine& JsonLine::raw(std::string_view k, std::string_view json) {
  key(k);
  out_ += json;
  return *this;
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
