#include "unpod/net/protocol.h"

namespace unpod::net {

std::string_view game_version() {
  return UNPOD_GAME_VERSION;
}

std::string clean_name(std::string_view name, std::string_view fallback) {
  std::string out;
  for (char c : name) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || u > 0x7e) continue;  // control characters, bytes of UTF-8: dropped
    if (c == ' ' && (out.empty() || out.back() == ' ')) continue;
    if (out.size() == kMaxNameLength) break;
    out += c;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out.empty() ? std::string(fallback) : out;
}

std::string clean_text(std::string_view text, size_t limit) {
  std::string out;
  for (char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || u > 0x7e) continue;
    if (out.size() == limit) break;
    out += c;
  }
  return out;
}

}  // namespace unpod::net
