// A circuit's object and sprite animations (pod-formats.md §5.8, the *.anc section) as the
// renderer draws them: each placement (global or in a sector) plays its descriptor's timeline;
// the descriptor's object animations ("3D") give every object a keyed pose per frame, its sprite
// animations ("2D") a list of camera-facing quads per frame. Everything here is pure: meshes and
// pages are built once (AnimationSet), poses are computed per frame (pose_animations).
// The readings of the fields the notes leave open are [I] and listed in docs/RENDERING.md.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "unpod/assets/circuit.h"
#include "unpod/engine/circuit_mesh.h"
#include "unpod/engine/math3d.h"
#include "unpod/engine/texture_page.h"

namespace unpod::engine {

// [I] The animations' frame rate (the file counts frames, not time).
inline constexpr float kAnimFramesPerSecond = 25.0f;

// [I] A stored rotation's three vectors are the object's x, y and z axes in the world (the
// basis-vector reading of §4.8); with the position, the matrix taking the object into the world.
Mat4 placement_matrix(const assets::Vec3& position, const assets::Mat3& rotation);

// The number of frames the descriptor's timeline runs: frame_count, or where its last animation
// ends when that is 0.
uint32_t timeline_frames(const assets::AnimDescriptor& d);

// The descriptor frame a placement shows at race time `time_ms`: the timeline looped (a
// wrong-way descriptor loops between its loop frames once it has played to the end); [I] a
// frozen or triggered placement (the sim sends no triggers yet) holds frame 0.
uint32_t placement_frame(const assets::AnimDescriptor& d, const assets::AnimPlacement& p,
                         uint32_t time_ms);

// The pose of object `object` of `anim` at descriptor frame `frame`, relative to the placement:
// the key of that frame, or of the last earlier frame that has one (absent keys keep the pose),
// the object as modelled before the first key. Nothing when the animation is not running at
// `frame` (before its start frame or past its last frame) or `object` is out of range.
std::optional<Mat4> object_pose(const assets::ObjectAnim& anim, size_t object, uint32_t frame);

// The sprite frame of `anim` shown at descriptor frame `frame`; nothing outside its frames.
const assets::SpriteFrame* sprite_frame(const assets::SpriteAnim& anim, uint32_t frame);

// Everything built once from the circuit.
struct AnimationSet {
  // The pages the animations use, each list's pages once, all scaled to `page_side` texels so
  // one array texture holds them (uv stay 0..1).
  std::vector<Image> pages;
  uint32_t page_side = 0;

  // One mesh "sector" per animated object, in circuit_mesh.h's vertex format; its pages are
  // layers of `pages`.
  CircuitMesh objects;

  struct Descriptor {
    bool drawn = false;  // false: the wrong-way sign (the HUD shows it) or nothing to draw
    // Per object animation: its first mesh in `objects.sectors` (its objects follow in order).
    std::vector<size_t> first_mesh;
    // Per sprite animation: the layer of its list's page 0 in `pages`, -1 without pages.
    std::vector<int32_t> first_page;
    std::vector<uint32_t> list_pages;  // per sprite animation: how many pages its list has
    std::vector<uint32_t> list_side;   // per sprite animation: its list's page side (texels)
  };
  std::vector<Descriptor> descriptors;  // one per circuit descriptor
  // The circuit's descriptors without their meshes and pages (keys, frames, rects and the
  // number of objects kept).
  std::vector<assets::AnimDescriptor> timelines;

  // Every placement (global first, then sector by sector) whose descriptor exists and is drawn.
  std::vector<assets::AnimPlacement> placements;
  std::vector<Mat4> placement_matrices;  // one per placement
  size_t max_sprites = 0;                // the most sprites all placements can show at once
};

// [I] An object animation's faces use the list its texture_list_name names (the circuit's,
// a prop's, a sprite animation's, the sky's or the background's, any case), else the circuit's.
AnimationSet build_animation_set(const assets::Circuit& circuit);

struct PlacedObject {
  size_t mesh = 0;  // into AnimationSet::objects.sectors
  Mat4 model;       // object to world
};

// A camera-facing quad: `centre` in the world, its half size and offset in world units along
// the camera's right and up, its page rectangle as 0..1 uv (top-left, bottom-right).
struct PlacedSprite {
  Vec3f centre;
  float half_width = 0, half_height = 0;
  float dx = 0, dy = 0;
  int32_t page = 0;  // layer of AnimationSet::pages
  float u0 = 0, v0 = 0, u1 = 0, v1 = 0;
};

struct AnimationPoses {
  std::vector<PlacedObject> objects;
  std::vector<PlacedSprite> sprites;
};

// [I] Sprite sizes and offsets (width, height, dx, dy) are 16.16 world units; a sprite's rect
// is left/top inclusive, right/bottom exclusive, in texels of its list's page.
// Fills `out` (cleared first) with what shows at race time `time_ms`; descriptor, object,
// sprite and page indices out of range are skipped.
void pose_animations(const AnimationSet& set, uint32_t time_ms, AnimationPoses& out);

// The four corners of a sprite facing a camera whose right and up (unit) vectors are given, in
// the circuit vertex format (textured, colour 0 see-through), counter-clockwise seen from the
// camera: bottom-left, bottom-right, top-right, top-left.
void sprite_corners(const PlacedSprite& s, const Vec3f& right, const Vec3f& up,
                    CircuitVertex out[4]);

}  // namespace unpod::engine
