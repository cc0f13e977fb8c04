// A circuit's or car's vector as the files give it (assets::Vec3: three 16.16 numbers) as the
// sim's Vec16: the one conversion the world and the physics share.
#pragma once

#include "unpod/assets/types.h"
#include "unpod/sim/fx/vec16.h"

namespace unpod::sim {

inline fx::Vec16 v16(const assets::Vec3& v) {
  return {v.x, v.y, v.z};
}

}  // namespace unpod::sim
