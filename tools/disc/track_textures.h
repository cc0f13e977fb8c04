// Procedural texture pages of a compiled circuit (pod-formats.md §4.1): RGB565, deterministic
// from the description's texture seed — value noise plus stripes, no image files.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "track_desc.h"
#include "unpod/assets/texture.h"

namespace unpod::disc {

// Page indices of the track texture list (S = 256).
enum TrackPage : uint32_t {
  kPageAsphalt = 0,
  kPageKerb = 1,  // red and white blocks along v
  kPageWall = 2,  // concrete panels
  kPageGrass = 3,
  kPageStart = 4,  // the lap line: a chequered band across the asphalt
  kPageRock = 5,   // the terrain's steep faces: layered stone
  kPageSpoil = 6,  // a quarry's floor and spoil heaps: grey-brown gravel
  kTrackPageCount = 7,
};

// The track pages, in TrackPage order.
assets::TextureList make_track_textures(unsigned seed);
// One 128-texel page for a prop ("cone": orange and white bands, "box": a wooden crate).
assets::TextureList make_prop_textures(const std::string& kind, unsigned seed);
// The sky: one 128-texel page, a vertical gradient from `top` (row 0) to `horizon`.
assets::TextureList make_sky_textures(const SkyDesc& sky, unsigned seed);
// The 128×128 RGB565 lens flare image (§5.10): a soft warm glow with a ring.
std::vector<uint8_t> make_lens_flare();
// The background: one 256-texel page, the sky gradient down to the backdrop's skyline: distant
// green hills ("hills") or pale quarry cliffs with benches and spoil heaps ("quarry-cliffs").
assets::TextureList make_background(const SkyDesc& sky, const FogDesc& fog, unsigned seed,
                                    const std::string& backdrop = "hills");

}  // namespace unpod::disc
