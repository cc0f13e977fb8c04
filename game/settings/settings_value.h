// How the settings files spell a value: keys and words compared without case, and the yes/no
// words a flag accepts. Shared by the readers of settings.ini's sections and the UBI.INI import.
#pragma once

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>

namespace unpod::game::settings {

inline std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

inline std::optional<bool> yes_no(const std::string& s) {
  const std::string v = lower(s);
  if (v == "yes" || v == "true" || v == "on" || v == "1") return true;
  if (v == "no" || v == "false" || v == "off" || v == "0") return false;
  return std::nullopt;
}

}  // namespace unpod::game::settings
