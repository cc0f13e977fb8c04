// The scenery sections of a circuit file (docs/pod-formats.md §5.6-§5.11): props, lights,
// object and sprite animations, speakers, fog and background, sky, texture and sector
// animations, repair zones. Plus the macro triple (§4.9) that several of them own.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "unpod/assets/mesh.h"
#include "unpod/assets/texture.h"
#include "unpod/assets/types.h"

namespace unpod::assets {

// §4.9: one node of a macro chain. `next` is an index into the same list, -1 ends it [I].
struct MacroTriple {
  int32_t action = 0;  // index into the circuit's action table (§5.2)
  int32_t param = 0;
  int32_t next = -1;
  bool operator==(const MacroTriple&) const = default;
};

// ---- §5.6 Environment / props (*.env) ----

// A prop instance's event: [I] chain head into the environment's triples; `value` is [U].
struct PropEvent {
  int32_t index = 0;
  int32_t value = 0;
  bool operator==(const PropEvent&) const = default;
};

struct PropInstance {
  int32_t descriptor = 0;  // index into Environment::descriptors
  std::vector<PropEvent> events;
  Vec3 position;
  Mat3 rotation;
  bool operator==(const PropInstance&) const = default;
};

struct PropDescriptor {
  std::string name;
  std::string texture_list_name;
  TextureList textures;  // small list: 128 (BL4) or 256 (BL3)
  Decor decor;
  bool operator==(const PropDescriptor&) const = default;
};

struct Environment {
  std::vector<MacroTriple> triples;
  std::vector<PropDescriptor> descriptors;
  std::vector<PropInstance> global_instances;
  std::vector<std::vector<PropInstance>> sector_instances;  // one list per sector
  bool operator==(const Environment&) const = default;
};

// ---- §5.7 Lights (*.lum) ----

struct Lighting {
  // The stored sector count is sector_lights.size(); it must equal the circuit's.
  int32_t object_ambient = 0;
  Vec3 direction;
  int32_t circuit_light = 0, circuit_dark = 0;
  int32_t object_tunnel = 0, object_shadow = 0;
  std::array<uint8_t, 4> limit_r{}, limit_g{}, limit_b{};
  std::vector<Light> global_lights;
  std::vector<std::vector<Light>> sector_lights;
  bool operator==(const Lighting&) const = default;
};

// ---- §5.8 Object and sprite animations (*.anc) ----

// One object's pose at one frame; absent keys leave the previous pose.
struct AnimKey {
  bool present = false;
  Mat3 rotation;
  Vec3 position;
  bool operator==(const AnimKey&) const = default;
};

struct ObjectAnim {
  uint32_t start_frame = 0;
  uint32_t frames = 0;
  bool named_faces = false;
  std::string texture_list_name;  // a list loaded elsewhere
  std::vector<Object> objects;    // face tail = property only
  // frames × objects.size() keys in stored order: key (frame f, object o) at f * objects + o [I].
  std::vector<AnimKey> keys;
  bool operator==(const ObjectAnim&) const = default;
};

struct SpriteRect {
  int32_t page = 0, left = 0, top = 0, right = 0, bottom = 0;
  bool operator==(const SpriteRect&) const = default;
};

struct SpriteUse {
  int32_t sprite = 0, width = 0, height = 0, dx = 0, dy = 0;
  bool operator==(const SpriteUse&) const = default;
};

struct SpriteFrame {
  Vec3 position;
  std::vector<SpriteUse> sprites;
  bool operator==(const SpriteFrame&) const = default;
};

struct SpriteAnim {
  uint32_t start_frame = 0;
  uint32_t sprite_total = 0;  // [U] kept as stored
  std::string name;
  TextureList textures;             // S = 256
  std::vector<SpriteRect> sprites;  // sprite_count
  std::vector<SpriteFrame> frames;  // the stored `frames` count is frames.size()
  bool operator==(const SpriteAnim&) const = default;
};

// Loop frames of the wrong-way sign, low 16 bits used (§5.8).
struct WrongWayLoop {
  uint32_t start = 0, end = 0;
  bool operator==(const WrongWayLoop&) const = default;
};

struct AnimDescriptor {
  std::string name;  // file-like name
  // Present exactly when the name is "wrongway.ani" in any case.
  std::optional<WrongWayLoop> wrongway;
  uint32_t frame_count = 0;
  std::vector<ObjectAnim> object_anims;  // "3D", stored first
  std::vector<SpriteAnim> sprite_anims;  // "2D", stored second
  bool operator==(const AnimDescriptor&) const = default;

  static bool is_wrongway_name(const std::string& name);
};

struct AnimEvent {
  int32_t index = 0;  // [I] triple run at `frame`
  int32_t frame = 0;
  bool operator==(const AnimEvent&) const = default;
};

struct AnimPlacement {
  int32_t descriptor = 0;
  int32_t trigger = 0, frozen = 0, fixed = 0, speed = 0;  // low 16 bits used (S2)
  std::vector<AnimEvent> events;
  Vec3 position;
  Mat3 rotation;
  bool operator==(const AnimPlacement&) const = default;
};

struct PlacementList {
  uint32_t event_total = 0;  // [I] kept as stored
  std::vector<AnimPlacement> placements;
  bool operator==(const PlacementList&) const = default;
};

struct Animations {
  std::vector<MacroTriple> triples;
  std::vector<AnimDescriptor> descriptors;
  // `placed_total` is computed on write (all placements); a disagreeing file gets a warning.
  PlacementList global;
  std::vector<PlacementList> sectors;  // one per sector
  bool operator==(const Animations&) const = default;

  size_t placed_total() const;
};

// ---- §5.10 Speakers, fog / background, sky ----

struct Speaker {
  bool exists = false;
  Vec3 position;
  Mat3 rotation;
  int32_t sound_id = 0;
  bool operator==(const Speaker&) const = default;
};

struct FogBackground {
  int32_t fog_distance = 0;
  int32_t fog_intensity = 0;
  int32_t mist_z = 0;
  int32_t mist_intensity = 0;
  bool background_on = false;
  uint32_t background_colour = 0;  // bits 0-2: R/G/B full (S2); rest [U]
  std::string background_list_name;
  TextureList background;  // S = 256
  int32_t bg_y_start = 0, bg_y_end = 0;
  bool operator==(const FogBackground&) const = default;
};

inline constexpr size_t kLensFlareBytes = 128 * 128 * 2;

struct Sky {
  uint32_t type = 0;  // 0 = no sky [I]
  int32_t z = 0;
  int32_t zoom = 0;
  int32_t gouraud_intensity = 0;
  int32_t gouraud_start = 0;
  int32_t speed = 0;
  std::string list_name;
  TextureList textures;             // small list size
  std::vector<uint8_t> lens_flare;  // BL4 only: 128×128 RGB565 (kLensFlareBytes); empty in BL3
  uint32_t sun_colour = 0;
  bool operator==(const Sky&) const = default;
};

// ---- §5.9 Texture and sector animations ----

struct TextureAnimKey {
  int32_t page = 0;
  std::array<std::array<uint32_t, 2>, 4> uv{};
  bool operator==(const TextureAnimKey&) const = default;
};

struct AnimStep {
  Fx time = 0;
  int32_t key = 0;
  bool operator==(const AnimStep&) const = default;
};

struct TextureAnimDescriptor {
  std::string name;
  std::vector<TextureAnimKey> keys;
  Fx duration = 0;
  std::vector<AnimStep> steps;
  bool operator==(const TextureAnimDescriptor&) const = default;
};

// A face counted within its sector's triangles (kind 3) or quads (kind 4).
struct AnimatedFace {
  bool loop = false;
  int32_t kind = 3;
  int32_t face = 0;
  bool operator==(const AnimatedFace&) const = default;
};

struct AnimatedSector {
  int32_t sector = 0;
  std::vector<AnimatedFace> faces;
  bool operator==(const AnimatedSector&) const = default;
};

struct TextureAnimUse {
  int32_t descriptor = 0;
  std::vector<AnimatedSector> sectors;
  bool operator==(const TextureAnimUse&) const = default;
};

// `face_total` is computed on write; a disagreeing file gets a warning.
struct TextureAnimation {
  std::vector<TextureAnimDescriptor> descriptors;
  std::vector<TextureAnimUse> anims;
  bool operator==(const TextureAnimation&) const = default;

  size_t face_total() const;
};

// "ANIME SECTEUR" entries (layout from S3 only).
struct SectorAnimEntry {
  int32_t sector = 0;
  bool named_faces = false;
  std::vector<Object> keys;  // face tail = property only
  Fx duration = 0;
  std::vector<AnimStep> steps;
  bool operator==(const SectorAnimEntry&) const = default;
};

struct SectorAnimation {
  std::vector<SectorAnimEntry> entries;
  bool operator==(const SectorAnimation&) const = default;
};

inline constexpr const char* kSectorAnimName = "ANIME SECTEUR";

// One entry of the §5.9 list: a sector animation when named "ANIME SECTEUR" (any case),
// otherwise a texture animation (*.cta, *.ita).
struct SurfaceAnimation {
  std::string name;
  std::variant<TextureAnimation, SectorAnimation> content;
  bool operator==(const SurfaceAnimation&) const = default;

  static bool is_sector_name(const std::string& name);
};

// ---- §5.11 Repair zones (*.lev) ----

struct RepairZone {
  std::array<Vec3, 4> corners{};
  Vec3 centre;
  Fx height = 0;
  Fx value = 0;  // [U] S1 "delay", S3 "size"
  bool operator==(const RepairZone&) const = default;
};

struct RepairZones {
  std::vector<RepairZone> zones;
  Fx repair_time = 0;
  bool operator==(const RepairZones&) const = default;
};

}  // namespace unpod::assets
