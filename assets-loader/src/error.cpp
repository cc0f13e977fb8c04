#include "unpod/assets/error.h"

#include <cstdio>

namespace unpod::assets {

std::string LoadError::to_string() const {
  char where[64];
  std::snprintf(where, sizeof where, "byte offset 0x%llX (%llu)",
                static_cast<unsigned long long>(offset), static_cast<unsigned long long>(offset));
  std::string s = file.empty() ? std::string("(unnamed)") : file;
  s += ": ";
  if (!section.empty()) s += "section " + section + ", ";
  s += where;
  s += ": ";
  s += message;
  return s;
}

}  // namespace unpod::assets
