// The host's and the machine's figures as one JSON object a line (the server's log, the
// headless machine's report): fields kept in the order given, written by nlohmann-json (Debian's
// nlohmann-json3-dev), text as UTF-8 (POD's Latin-1 names converted: assets::utf8_text).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace unpod::net {

class JsonLine {
 public:
  JsonLine();
  ~JsonLine();
  JsonLine(JsonLine&&) noexcept;
  JsonLine& operator=(JsonLine&&) noexcept;

  JsonLine& text(std::string_view key, std::string_view value);
  JsonLine& number(std::string_view key, double value, int decimals = 3);
  JsonLine& integer(std::string_view key, int64_t value);
  JsonLine& boolean(std::string_view key, bool value);
  // A value already in JSON (an array, an object); it must parse.
  JsonLine& raw(std::string_view key, std::string_view json);
  std::string str() const;

 private:
  struct Members;
  std::unique_ptr<Members> members_;
};

// `s` as a JSON string, always valid UTF-8: well-formed UTF-8 as it is, else read as Latin-1.
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
