// Shared mesh structures (docs/pod-formats.md §4.2-§4.7): objects and their faces, prisms
// (collision hulls), decors (physical objects), contacts and lights.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "unpod/assets/serial.h"
#include "unpod/assets/types.h"

namespace unpod::assets {

// Face property bits of track faces (§4.4).
namespace face_bits {
inline constexpr uint32_t kVisible = 1u << 0;
inline constexpr uint32_t kRoad = 1u << 3;
inline constexpr uint32_t kWall = 1u << 5;
inline constexpr uint32_t kBlackTransparent = 1u << 8;
inline constexpr uint32_t kTwoSided = 1u << 10;
inline constexpr uint32_t kDural = 1u << 13;
inline uint32_t graphic_level(uint32_t property) {
  return (property >> 6) & 3;
}
inline uint32_t slipperiness(uint32_t property) {
  return (property >> 16) & 0xFF;
}
}  // namespace face_bits

// What follows a face's fixed part (§4.3 "Face tail").
enum class FaceTail {
  kProperty,  // decoration, animation mesh, car part, shadow, car Decor, BL3 sector
  kSector,    // BL4 track sector: extra + property when the normal is non-zero, else property
};

enum class Material { kFlat, kGouraud, kTexture, kTexGou };

struct Face {
  std::string name;                   // only stored when the owner's named-faces flag is set
  uint32_t vertex_count = 3;          // 3 or 4
  std::array<uint32_t, 4> indices{};  // i3 unused (but kept) for triangles
  Vec3 normal;                        // all zero: degenerate face
  std::string material = "FLAT";      // FLAT, GOURAUD, TEXTURE or TEXGOU, as stored
  uint32_t color_or_page = 0;         // 0x00RRGGBB or texture page index
  std::array<std::array<uint32_t, 2>, 4> uv{};  // texel (u, v) per corner
  uint32_t reserved = 0;
  Vec3 quad_extra;        // quads only; [U]
  uint32_t extra = 0;     // BL4 sector faces with a normal only; [U]
  uint32_t property = 0;  // §4.4 bits
  bool operator==(const Face&) const = default;

  bool is_quad() const { return vertex_count == 4; }
  // The material name parsed; unknown names read as FLAT.
  Material material_kind() const;
  bool textured() const {
    const Material m = material_kind();
    return m == Material::kTexture || m == Material::kTexGou;
  }
};

struct Object {
  std::vector<Vec3> positions;
  std::vector<Face> faces;
  std::vector<Vec3> normals;  // one per vertex
  Fx radius = 0;
  bool operator==(const Object&) const = default;

  size_t triangle_count() const;
  size_t quad_count() const;
};

// Collision hull, 28 bytes (§4.5).
struct Prism {
  Vec3 half_extent;
  Fx radius = 0;
  Vec3 centre;
  bool operator==(const Prism&) const = default;
};

// Contact point of a decor, 64 bytes of which 12 + 32 are runtime (§4.6).
struct Contact {
  Fx radius = 0;
  Vec3 offset;
  int32_t mass = 0;
  bool operator==(const Contact&) const = default;
};

// Physical object: track props and the car's two extra objects (§4.6).
struct Decor {
  bool named_faces = false;
  Object object;
  Prism hull;
  int32_t mass = 0;
  Vec3 inertia;
  int32_t resistance = 0;
  int32_t friction = 0;
  std::vector<Contact> contacts;
  bool operator==(const Decor&) const = default;
};

// Light record, 68 bytes (§4.7).
struct Light {
  uint32_t type = 0;  // 0 cylinder, 1 sphere, 2 cone
  Vec3 position;
  Mat3 rotation;
  Fx radius = 0;
  Fx intensity = 0;
  uint32_t diffusion = 0;  // 0 none, 1 linear, 2 square
  Fx angle = 0;
  bool operator==(const Light&) const = default;
};

// Smallest encoding of a face, for count checks: index block, normal, empty material, colour,
// uvs, reserved, one tail word.
inline constexpr size_t kMinFaceBytes = 20 + 12 + 1 + 4 + 32 + 4 + 4;

template <class IO>
void serialize_face(IO& io, Face& f, bool named, FaceTail tail, size_t vertex_count) {
  if (named) io.pstr(f.name);
  // Under keys 0x5CA8/0xD13F the index block is stored i3, i0, count, i2, i1.
  if (io.flavour().special_face_order()) {
    io.u32(f.indices[3]);
    io.u32(f.indices[0]);
    io.u32(f.vertex_count);
    io.u32(f.indices[2]);
    io.u32(f.indices[1]);
  } else {
    io.u32(f.vertex_count);
    for (auto& i : f.indices) io.u32(i);
  }
  if constexpr (IO::kReading) {
    if (f.vertex_count != 3 && f.vertex_count != 4)
      io.fail("face has " + std::to_string(f.vertex_count) + " vertices; 3 or 4 expected");
    for (uint32_t k = 0; k < f.vertex_count; ++k)
      if (f.indices[k] >= vertex_count)
        io.fail("face vertex index " + std::to_string(f.indices[k]) + " is out of range (" +
                std::to_string(vertex_count) + " vertices)");
  }
  io.vec3(f.normal);
  io.pstr(f.material);
  io.u32(f.color_or_page);
  for (auto& c : f.uv) {
    io.u32(c[0]);
    io.u32(c[1]);
  }
  io.u32(f.reserved);
  if (f.vertex_count == 4) io.vec3(f.quad_extra);
  if (tail == FaceTail::kSector && !f.normal.is_zero()) io.u32(f.extra);
  io.u32(f.property);
}

template <class IO>
void serialize_object(IO& io, Object& o, bool named_faces, FaceTail tail) {
  auto s = io.section("object");
  io.list(
      o.positions, 12, [](IO& x, Vec3& v) { x.vec3(v); }, "vertex");
  uint32_t face_count = static_cast<uint32_t>(o.faces.size());
  serialize_count(io, face_count, kMinFaceBytes);
  // The triangle and quad counts are redundant; written from the faces, checked when read.
  uint32_t tris = static_cast<uint32_t>(o.triangle_count());
  uint32_t quads = static_cast<uint32_t>(o.quad_count());
  io.u32(tris);
  io.u32(quads);
  const size_t vertices = o.positions.size();
  io.items(
      o.faces, face_count,
      [&](IO& x, Face& f) { serialize_face(x, f, named_faces, tail, vertices); }, "face");
  if constexpr (IO::kReading) {
    if (tris != o.triangle_count() || quads != o.quad_count())
      io.fail("stored triangle/quad counts " + std::to_string(tris) + "/" + std::to_string(quads) +
              " disagree with the faces (" + std::to_string(o.triangle_count()) + "/" +
              std::to_string(o.quad_count()) + ")");
  }
  io.expect_room(vertices, 12);
  io.items(
      o.normals, vertices, [](IO& x, Vec3& v) { x.vec3(v); }, "vertex normal");
  io.fx(o.radius);
}

template <class IO>
void serialize_prism(IO& io, Prism& p) {
  io.vec3(p.half_extent);
  io.fx(p.radius);
  io.vec3(p.centre);
}

template <class IO>
void serialize_contact(IO& io, Contact& c) {
  io.fx(c.radius);
  io.vec3(c.offset);
  uint8_t runtime[12] = {};
  io.bytes(runtime, sizeof runtime);
  io.i32(c.mass);
  uint8_t runtime2[32] = {};
  io.bytes(runtime2, sizeof runtime2);
}

template <class IO>
void serialize_decor(IO& io, Decor& d) {
  auto s = io.section("decor");
  io.b32(d.named_faces);
  serialize_object(io, d.object, d.named_faces, FaceTail::kProperty);
  serialize_prism(io, d.hull);
  io.i32(d.mass);
  io.vec3(d.inertia);
  io.i32(d.resistance);
  io.i32(d.friction);
  io.list(
      d.contacts, 64, [](IO& x, Contact& c) { serialize_contact(x, c); }, "contact");
}

template <class IO>
void serialize_light(IO& io, Light& l) {
  io.u32(l.type);
  io.vec3(l.position);
  io.mat3(l.rotation);
  io.fx(l.radius);
  io.fx(l.intensity);
  io.u32(l.diffusion);
  io.fx(l.angle);
}

}  // namespace unpod::assets
