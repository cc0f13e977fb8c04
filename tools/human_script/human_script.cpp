// Parsing and reading the scripted humans.
#include "human_script.h"

#include <algorithm>
#include <charconv>
#include <sstream>

namespace unpod::tool {
namespace {

namespace slot = sim::controls::key_slot;

int slot_of(const std::string& word) {
  if (word == "accelerate") return slot::kAccelerate;
  if (word == "brake") return slot::kBrake;
  if (word == "left") return slot::kLeft;
  if (word == "right") return slot::kRight;
  if (word == "gear-up") return slot::kGearUp;
  if (word == "gear-down") return slot::kGearDown;
  return -1;
}

bool integer(const std::string& word, int64_t& out) {
  const char* end = word.data() + word.size();
  const auto r = std::from_chars(word.data(), end, out);
  return r.ec == std::errc() && r.ptr == end;
}

}  // namespace

bool HumanScript::parse(const std::string& text, const std::string& file, int humans,
                        std::string& error) {
  std::istringstream in(text);
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (const size_t hash = line.find('#'); hash != std::string::npos) line.resize(hash);
    std::istringstream words(line);
    std::vector<std::string> w;
    for (std::string x; words >> x;) w.push_back(x);
    if (w.empty()) continue;
    const auto bad = [&](const std::string& what) {
      error = file + ":" + std::to_string(number) + ": " + what;
      return false;
    };
    if (w.size() < 3) return bad("expected: TIME-MS PLAYER CONTROLS... (or none)");
    ScriptLine s;
    int64_t player = 0;
    if (!integer(w[0], s.at_ms)) return bad("'" + w[0] + "' is not a time in milliseconds");
    if (!integer(w[1], player) || player < 1 || player > humans)
      return bad("player '" + w[1] + "' (the race has " + std::to_string(humans) + " humans)");
    s.player = int(player);
    for (size_t k = 2; k < w.size(); ++k) {
      if (w[k] == "none") continue;
      if (w[k] == "retire") {
        s.retire = true;
        continue;
      }
      const int slot_index = slot_of(w[k]);
      if (slot_index < 0)
        return bad("unknown control '" + w[k] +
                   "' (accelerate, brake, left, right, gear-up, gear-down, retire, none)");
      s.keys[size_t(slot_index)] = true;
    }
    lines_.push_back(s);
  }
  std::stable_sort(lines_.begin(), lines_.end(),
                   [](const ScriptLine& a, const ScriptLine& b) { return a.at_ms < b.at_ms; });
  return true;
}

sim::controls::DeviceFrame HumanScript::at(int player, int64_t ms) const {
  sim::controls::DeviceFrame f;
  for (const ScriptLine& s : lines_) {
    if (s.at_ms > ms) break;
    if (s.player != player) continue;
    f.keys = s.keys;
    f.retire = f.retire || s.retire;
  }
  return f;
}

}  // namespace unpod::tool
