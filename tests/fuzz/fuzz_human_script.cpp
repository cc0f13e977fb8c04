// libFuzzer target: the human script of `unpod-tool race --human-script` (human_script.h). The
// first byte chooses how many humans race (1 to 4); the rest is the script's text. A script that
// is refused names the file and the line; one that parses drives only the race's humans.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string>

#include "human_script.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace unpod;
  if (size < 1) return 0;
  const int humans = 1 + data[0] % 4;
  const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  tool::HumanScript script;
  std::string error;
  if (!script.parse(text, "fuzz.script", humans, error)) {
    if (error.rfind("fuzz.script:", 0) != 0) std::abort();
    return 0;
  }
  if (!error.empty()) std::abort();
  constexpr int64_t kTimes[] = {std::numeric_limits<int64_t>::min(), -1, 0, 1, 4200, 60000,
                                std::numeric_limits<int64_t>::max()};
  for (int player = 1; player <= 4; ++player) {
    for (const int64_t ms : kTimes) {
      const auto frame = script.at(player, ms);
      // Only the race's humans have lines; a player beyond them never holds a key.
      if (player > humans && frame != sim::controls::DeviceFrame{}) std::abort();
    }
  }
  return 0;
}
