// The host's and the machine's figures as one JSON object a line (the server's log, the
// headless machine's report): fields appended in order, strings escaped.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace unpod::net {

class JsonLine {
 public:
  JsonLine& text(std::string_view key, std::string_view value);
  JsonLine& number(std::string_view key, double value, int decimals = 3);
  JsonLine& integer(std::string_view key, int64_t value);
  JsonLine& boolean(std::string_view key, bool value);
  // A value already in JSON (an array, an object).
  JsonLine& raw(std::string_view key, std::string_view json);
  std::string str() const { return out_ + "}"; }

 private:
  void key(std::string_view k);
  std::string out_ = "{";
};

// `s` as a JSON string: quotes, backslashes and control characters escaped, other bytes as they
// are (UTF-8 stays UTF-8).
std::string json_string(std::string_view s);

}  // namespace unpod::net

namespace unpod::assets {
struct Replay;
}
namespace unpod::sim::session {
class RaceSession;
}

namespace unpod::net {
// A race's results so far as a JSON array: place, driver, car, human, finished, race_time (s),
// laps, retired, out (the machine left).
std::string results_json(const assets::Replay& setup, const sim::session::RaceSession& session);
}  // namespace unpod::net
