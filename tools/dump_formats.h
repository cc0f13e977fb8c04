// Chooses the reader of a file by its extension and dumps it.
#pragma once

#include <filesystem>
#include <string>

#include "unpod/assets/error.h"
#include "value.h"

namespace unpod::tool {

struct Dumped {
  std::string kind;  // "circuit", "car", "circuit_list", ...
  Value value;
};

assets::Result<Dumped> dump_file(const std::filesystem::path& path);

}  // namespace unpod::tool
