// Offset slots of PBDF files whose slot count is [U] (.BMD, .BBM, wrapped .IMG): kept as body
// positions so a file is written back with the same slots.
#pragma once

#include <string>
#include <vector>

#include "unpod/assets/pbdf.h"

namespace unpod::assets {

// Body positions of every slot; an error when one points outside the body.
inline Result<std::vector<uint32_t>> pbdf_slot_positions(const PbdfFile& f,
                                                         const std::string& name) {
  std::vector<uint32_t> out;
  for (size_t i = 0; i < f.offsets.size(); ++i) {
    const int64_t at = f.body_position(i);
    if (at < 0 || uint64_t(at) > f.body().size())
      return LoadError{name, "PBDF header", 8 + 4 * uint64_t(i),
                       "offset slot " + std::to_string(i) + " points outside the body"};
    out.push_back(static_cast<uint32_t>(at));
  }
  return out;
}

}  // namespace unpod::assets
