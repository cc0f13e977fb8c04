#include "unpod/engine/texture_animation.h"

#include <cmath>
#include <variant>

#include "unpod/engine/math3d.h"

namespace unpod::engine {
namespace {

// The index in `faces` of the k-th triangle (kind 3) or quad (kind 4); -1 when there is none.
long face_of_kind(const std::vector<assets::Face>& faces, int32_t kind, int32_t k) {
  if (k < 0 || (kind != 3 && kind != 4)) return -1;
  int32_t seen = 0;
  for (size_t i = 0; i < faces.size(); ++i)
    if (static_cast<int32_t>(faces[i].vertex_count) == kind && seen++ == k)
      return static_cast<long>(i);
  return -1;
}

}  // namespace

CircuitTextureAnimations collect_texture_animations(const assets::Circuit& circuit) {
  CircuitTextureAnimations out;
  for (const assets::SurfaceAnimation& entry : circuit.surface_animations) {
    const auto* anim = std::get_if<assets::TextureAnimation>(&entry.content);
    if (!anim) continue;
    const size_t base = out.descriptors.size();
    out.descriptors.insert(out.descriptors.end(), anim->descriptors.begin(),
                           anim->descriptors.end());
    for (const assets::TextureAnimUse& use : anim->anims) {
      if (use.descriptor < 0 || static_cast<size_t>(use.descriptor) >= anim->descriptors.size())
        continue;
      for (const assets::AnimatedSector& s : use.sectors) {
        if (s.sector < 0 || static_cast<size_t>(s.sector) >= circuit.sectors.size()) continue;
        const auto& faces = circuit.sectors[static_cast<size_t>(s.sector)].object.faces;
        for (const assets::AnimatedFace& f : s.faces) {
          const long face = face_of_kind(faces, f.kind, f.face);
          if (face < 0) continue;
          out.faces.push_back({static_cast<size_t>(s.sector), static_cast<size_t>(face),
                               base + static_cast<size_t>(use.descriptor), f.loop});
        }
      }
    }
  }
  return out;
}

int texture_anim_key(const assets::TextureAnimDescriptor& d, uint32_t time_ms, bool loop) {
  auto usable = [&](int32_t key) {
    return key >= 0 && static_cast<size_t>(key) < d.keys.size() ? key : -1;
  };
  if (d.keys.empty()) return -1;
  if (d.steps.empty()) return 0;
  const float unit = kTextureAnimSecondsPerUnit;
  float t = static_cast<float>(time_ms) / 1000.0f;
  const float duration = to_float(d.duration) * unit;
  if (loop && duration > 0) t = std::fmod(t, duration);
  int32_t key = d.steps.front().key;
  for (const assets::AnimStep& step : d.steps)
    if (to_float(step.time) * unit <= t) key = step.key;
  return usable(key);
}

}  // namespace unpod::engine
