// A circuit's sectors (pod-formats.md §5.4) as vertex and index data for the GPU, grouped per
// sector and, inside a sector, per batch (one texture page or the colour-only faces, one-sided or
// two-sided): one draw call per batch. Every face corner is its own vertex (faces carry their own
// uv, colour and page). Triangles stay triangles, quads become two; faces whose visible bit
// (§4.4 bit 0) is clear are left out. Two-sided faces (bit 10) go to batches drawn without
// back-face culling. Output triangles are wound counter-clockwise seen from the side the stored
// face normal points to, whatever order the file lists the corners in, so one-sided batches can
// be culled with GL's default front face.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "unpod/assets/circuit.h"
#include "unpod/engine/math3d.h"

namespace unpod::engine {

// CircuitVertex::flags bits.
namespace vertex_flags {
inline constexpr uint32_t kTextured = 1u << 0;          // TEXTURE / TEXGOU on a valid page
inline constexpr uint32_t kBlackTransparent = 1u << 1;  // colour 0 texels are not drawn
inline constexpr uint32_t kDural = 1u << 2;             // chrome: view-dependent tint
}  // namespace vertex_flags

struct CircuitVertex {
  Vec3f position;
  Vec3f normal;        // the vertex normal (the face normal where the file has none)
  float u = 0, v = 0;  // on the page, 0..1 (texel centres)
  float page = 0;      // layer of the page array (textured faces)
  float light = 1;     // vertex_light(): 1 = neutral
  uint8_t colour[4] = {255, 255, 255, 255};  // FLAT/GOURAUD colour; white when textured
  uint32_t flags = 0;                        // vertex_flags
};

// Untextured batches (FLAT, GOURAUD, and textured faces whose page does not exist).
inline constexpr int32_t kUntexturedPage = -1;

// Which fragment shader a batch needs: the chrome tint and the see-through test cost every
// fragment they run on (llvmpipe runs both sides of a branch, and a shader that may discard
// loses the early depth test), so only the batches whose faces use them get them.
namespace shader_variant {
inline constexpr uint32_t kPlain = 0;
inline constexpr uint32_t kCutout = 1u << 0;  // some face is black-transparent (discard)
inline constexpr uint32_t kDural = 1u << 1;   // some face is chrome
inline constexpr uint32_t kCount = 4;
}  // namespace shader_variant

struct CircuitBatch {
  int32_t page = kUntexturedPage;
  bool two_sided = false;
  uint32_t variant = shader_variant::kPlain;  // shader_variant bits its faces need
  uint32_t first_index = 0;                   // into CircuitMesh::indices
  uint32_t index_count = 0;
  uint32_t triangles() const { return index_count / 3; }
};

struct SectorMesh {
  Aabb bounds;  // the file's box (mesh box, z -2 / +10) joined with the mesh's own vertices
  // Where the sector is, to find the camera's sector: the file's box when it has one (a compiled
  // circuit's box keeps to its road while its terrain reaches far out), else `bounds`.
  Aabb place;
  std::vector<CircuitBatch> batches;
  // Per face of the sector in file order: its first vertex in CircuitMesh::vertices, or -1 when
  // the face is not drawn (texture animations rewrite a face's vertices through this).
  std::vector<int32_t> face_vertex;
  uint32_t triangles = 0;
};

struct CircuitMeshCounts {
  size_t faces = 0;            // in the file
  size_t invisible_faces = 0;  // not drawn: visible bit clear (or corners out of range)
  size_t triangles = 0;        // drawn triangles (a quad counts 2)
  size_t two_sided_faces = 0;
  size_t missing_pages = 0;  // textured faces whose page index is out of range
  size_t batches = 0;
};

struct CircuitMesh {
  std::vector<CircuitVertex> vertices;
  std::vector<uint32_t> indices;
  std::vector<SectorMesh> sectors;  // one per circuit sector
  CircuitMeshCounts counts;
};

// The per-vertex light factor of a §5.4 brightness (0..127, about 65 neutral): brightness / 65,
// so 65 draws the texture or colour as stored, 0 black, 127 about twice as bright.
float vertex_light(uint8_t brightness);
inline constexpr float kNeutralBrightness = 65.0f;
// A texel coordinate (§4.3 uv, rows from the top) on a page of `side` texels to 0..1, at the
// texel's centre.
float texel_to_uv(uint32_t texel, uint32_t side);

// `page_count` pages of `page_side` texels are available; textured faces on other pages are
// drawn as colour-only mid grey (counted in missing_pages).
CircuitMesh build_circuit_mesh(const std::vector<assets::Sector>& sectors, size_t page_count,
                               uint32_t page_side);

}  // namespace unpod::engine
