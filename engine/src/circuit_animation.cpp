#include "unpod/engine/circuit_animation.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <string>
#include <utility>

namespace unpod::engine {
namespace {

constexpr uint8_t kMissingPageGrey = 128;

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

bool frozen_or_triggered(const assets::AnimPlacement& p) {
  return (p.frozen & 0xFFFF) != 0 || (p.trigger & 0xFFFF) != 0;
}

// A page at `side` texels: nearest-texel scaling, opaque grey where the page is missing.
Image page_at_side(Image img, uint32_t side) {
  if (img.width == side && img.height == side) return img;
  Image out;
  out.width = out.height = side;
  out.rgba.assign(size_t(side) * side * 4, kMissingPageGrey);
  for (size_t i = 3; i < out.rgba.size(); i += 4) out.rgba[i] = 255;
  if (img.width == 0 || img.height == 0) return out;
  for (uint32_t y = 0; y < side; ++y)
    for (uint32_t x = 0; x < side; ++x) {
      const size_t from =
          (size_t(y) * img.height / side * img.width + size_t(x) * img.width / side);
      std::copy_n(&img.rgba[from * 4], 4, &out.rgba[(size_t(y) * side + x) * 4]);
    }
  return out;
}

// The texture lists a circuit names, to resolve an object animation's list name.
struct NamedLists {
  std::vector<std::pair<std::string, const assets::TextureList*>> lists;
  void add(const std::string& name, const assets::TextureList& list) {
    if (!name.empty()) lists.emplace_back(lower(name), &list);
  }
  const assets::TextureList* find(const std::string& name) const {
    const std::string key = lower(name);
    for (const auto& [n, list] : lists)
      if (n == key && !list->pages.empty()) return list;
    return nullptr;
  }
};

NamedLists named_lists(const assets::Circuit& c) {
  NamedLists n;
  n.add(c.texture_list_name, c.textures);
  if (c.environment.value)
    for (const auto& d : c.environment.value->descriptors) n.add(d.texture_list_name, d.textures);
  if (c.animations.value)
    for (const auto& d : c.animations.value->descriptors)
      for (const auto& s : d.sprite_anims) n.add(s.name, s.textures);
  n.add(c.sky.list_name, c.sky.textures);
  n.add(c.fog.background_list_name, c.fog.background);
  return n;
}

// Appends `part` (built on its own list) to `all`, its pages moved to layers from `first_page`.
void append_mesh(CircuitMesh& all, CircuitMesh part, int32_t first_page) {
  const auto vertex_base = static_cast<uint32_t>(all.vertices.size());
  const auto index_base = static_cast<uint32_t>(all.indices.size());
  for (CircuitVertex& v : part.vertices)
    if (v.flags & vertex_flags::kTextured) v.page += static_cast<float>(first_page);
  all.vertices.insert(all.vertices.end(), part.vertices.begin(), part.vertices.end());
  for (const uint32_t i : part.indices) all.indices.push_back(i + vertex_base);
  for (SectorMesh& s : part.sectors) {
    for (CircuitBatch& b : s.batches) {
      b.first_index += index_base;
      if (b.page != kUntexturedPage) b.page += first_page;
    }
    for (int32_t& f : s.face_vertex)
      if (f >= 0) f += static_cast<int32_t>(vertex_base);
    all.sectors.push_back(std::move(s));
  }
  all.counts.faces += part.counts.faces;
  all.counts.invisible_faces += part.counts.invisible_faces;
  all.counts.triangles += part.counts.triangles;
  all.counts.two_sided_faces += part.counts.two_sided_faces;
  all.counts.missing_pages += part.counts.missing_pages;
  all.counts.batches += part.counts.batches;
}

}  // namespace

Mat4 placement_matrix(const assets::Vec3& position, const assets::Mat3& rotation) {
  return model_matrix(to_vec3f(rotation.v[0]), to_vec3f(rotation.v[1]), to_vec3f(rotation.v[2]),
                      to_vec3f(position));
}

uint32_t timeline_frames(const assets::AnimDescriptor& d) {
  if (d.frame_count > 0) return d.frame_count;
  uint64_t end = 0;
  for (const auto& a : d.object_anims)
    end = std::max<uint64_t>(end, uint64_t(a.start_frame) + a.frames);
  for (const auto& a : d.sprite_anims)
    end = std::max<uint64_t>(end, uint64_t(a.start_frame) + a.frames.size());
  return static_cast<uint32_t>(std::min<uint64_t>(end, UINT32_MAX));
}

uint32_t placement_frame(const assets::AnimDescriptor& d, const assets::AnimPlacement& p,
                         uint32_t time_ms) {
  const uint32_t frames = timeline_frames(d);
  if (frames == 0 || frozen_or_triggered(p)) return 0;
  const auto played =
      static_cast<uint64_t>(static_cast<double>(time_ms) * kAnimFramesPerSecond / 1000.0);
  if (d.wrongway) {
    const uint64_t start = d.wrongway->start & 0xFFFF, end = d.wrongway->end & 0xFFFF;
    if (start < end && end <= frames) {
      if (played < end) return static_cast<uint32_t>(played);
      return static_cast<uint32_t>(start + (played - start) % (end - start));
    }
  }
  return static_cast<uint32_t>(played % frames);
}

std::optional<Mat4> object_pose(const assets::ObjectAnim& anim, size_t object, uint32_t frame) {
  const size_t objects = anim.objects.size();
  if (object >= objects || frame < anim.start_frame || frame - anim.start_frame >= anim.frames)
    return std::nullopt;
  for (size_t k = size_t(frame - anim.start_frame) + 1; k-- > 0;) {
    const size_t at = k * objects + object;
    if (at < anim.keys.size() && anim.keys[at].present)
      return placement_matrix(anim.keys[at].position, anim.keys[at].rotation);
  }
  return Mat4::identity();
}

const assets::SpriteFrame* sprite_frame(const assets::SpriteAnim& anim, uint32_t frame) {
  if (frame < anim.start_frame || frame - anim.start_frame >= anim.frames.size()) return nullptr;
  return &anim.frames[frame - anim.start_frame];
}

AnimationSet build_animation_set(const assets::Circuit& circuit) {
  AnimationSet set;
  static const assets::Animations kNone;
  const assets::Animations& anims = circuit.animations.value ? *circuit.animations.value : kNone;
  const NamedLists lists = named_lists(circuit);

  // Which descriptors are drawn at all: placed somewhere and not the wrong-way sign.
  std::vector<bool> used(anims.descriptors.size(), false);
  auto each_placement = [&](auto&& fn) {
    for (const auto& p : anims.global.placements) fn(p);
    for (const auto& list : anims.sectors)
      for (const auto& p : list.placements) fn(p);
  };
  auto drawn = [&](int32_t d) {
    if (d < 0 || static_cast<size_t>(d) >= anims.descriptors.size()) return false;
    const auto& desc = anims.descriptors[static_cast<size_t>(d)];
    return !desc.wrongway && !assets::AnimDescriptor::is_wrongway_name(desc.name);
  };
  each_placement([&](const assets::AnimPlacement& p) {
    if (drawn(p.descriptor)) used[static_cast<size_t>(p.descriptor)] = true;
  });

  // The lists the used descriptors draw from, in the order first met; the common page side.
  std::vector<const assets::TextureList*> needed;
  auto object_list = [&](const assets::ObjectAnim& a) {
    const assets::TextureList* l = lists.find(a.texture_list_name);
    return l ? l : &circuit.textures;
  };
  auto sprite_list = [&](const assets::SpriteAnim& a) {
    if (!a.textures.pages.empty()) return &a.textures;
    const assets::TextureList* l = lists.find(a.name);
    return l ? l : &a.textures;
  };
  auto need = [&](const assets::TextureList* l) {
    if (l->size == 0 || l->pages.empty()) return;
    if (std::find(needed.begin(), needed.end(), l) == needed.end()) needed.push_back(l);
  };
  for (size_t d = 0; d < anims.descriptors.size(); ++d) {
    if (!used[d]) continue;
    for (const auto& a : anims.descriptors[d].object_anims) need(object_list(a));
    for (const auto& a : anims.descriptors[d].sprite_anims) need(sprite_list(a));
  }
  for (const auto* l : needed) set.page_side = std::max(set.page_side, l->size);
  std::map<const assets::TextureList*, int32_t> first_layer;
  for (const auto* l : needed) {
    first_layer[l] = static_cast<int32_t>(set.pages.size());
    for (size_t p = 0; p < l->pages.size(); ++p)
      set.pages.push_back(page_at_side(decode_texture_page(*l, p), set.page_side));
  }
  auto layer_of = [&](const assets::TextureList* l) {
    const auto it = first_layer.find(l);
    return it == first_layer.end() ? -1 : it->second;
  };

  set.descriptors.resize(anims.descriptors.size());
  for (size_t d = 0; d < anims.descriptors.size(); ++d) {
    const assets::AnimDescriptor& desc = anims.descriptors[d];
    AnimationSet::Descriptor& out = set.descriptors[d];
    out.drawn = used[d];
    if (!used[d]) continue;
    for (const auto& a : desc.object_anims) {
      out.first_mesh.push_back(set.objects.sectors.size());
      const assets::TextureList* l = object_list(a);
      const int32_t layer = layer_of(l);
      const size_t page_count = layer < 0 ? 0 : l->pages.size();
      for (const assets::Object& o : a.objects) {
        assets::Sector s;
        s.object = o;
        append_mesh(set.objects, build_circuit_mesh({s}, page_count, l->size == 0 ? 256 : l->size),
                    std::max(layer, 0));
      }
    }
    for (const auto& a : desc.sprite_anims) {
      const assets::TextureList* l = sprite_list(a);
      out.first_page.push_back(layer_of(l));
      out.list_pages.push_back(static_cast<uint32_t>(l->pages.size()));
      out.list_side.push_back(l->size);
    }
  }

  set.timelines = anims.descriptors;
  for (auto& t : set.timelines) {
    for (auto& a : t.object_anims) a.objects.assign(a.objects.size(), assets::Object{});
    for (auto& a : t.sprite_anims) a.textures = {};
  }

  each_placement([&](const assets::AnimPlacement& p) {
    if (!drawn(p.descriptor)) return;
    set.placements.push_back(p);
    set.placement_matrices.push_back(placement_matrix(p.position, p.rotation));
    for (const auto& a : anims.descriptors[static_cast<size_t>(p.descriptor)].sprite_anims) {
      size_t most = 0;
      for (const auto& f : a.frames) most = std::max(most, f.sprites.size());
      set.max_sprites += most;
    }
  });
  return set;
}

void pose_animations(const AnimationSet& set, uint32_t time_ms, AnimationPoses& out) {
  out.objects.clear();
  out.sprites.clear();
  const size_t placements = std::min(set.placements.size(), set.placement_matrices.size());
  for (size_t i = 0; i < placements; ++i) {
    const assets::AnimPlacement& p = set.placements[i];
    if (p.descriptor < 0) continue;
    const auto d = static_cast<size_t>(p.descriptor);
    if (d >= set.descriptors.size() || d >= set.timelines.size() || !set.descriptors[d].drawn)
      continue;
    const AnimationSet::Descriptor& desc = set.descriptors[d];
    const assets::AnimDescriptor& timeline = set.timelines[d];
    const uint32_t frame = placement_frame(timeline, p, time_ms);
    const Mat4& place = set.placement_matrices[i];

    const size_t object_anims = std::min(timeline.object_anims.size(), desc.first_mesh.size());
    for (size_t a = 0; a < object_anims; ++a) {
      const assets::ObjectAnim& anim = timeline.object_anims[a];
      for (size_t o = 0; o < anim.objects.size(); ++o) {
        const size_t mesh = desc.first_mesh[a] + o;
        if (mesh >= set.objects.sectors.size()) break;
        if (const auto pose = object_pose(anim, o, frame))
          out.objects.push_back({mesh, place * *pose});
      }
    }

    const size_t sprite_anims = std::min(timeline.sprite_anims.size(), desc.first_page.size());
    for (size_t a = 0; a < sprite_anims; ++a) {
      const assets::SpriteAnim& anim = timeline.sprite_anims[a];
      const assets::SpriteFrame* f = sprite_frame(anim, frame);
      const int32_t first_page = desc.first_page[a];
      if (!f || first_page < 0 || desc.list_side[a] == 0) continue;
      const auto side = static_cast<float>(desc.list_side[a]);
      const Vec3f centre = transform_point(place, to_vec3f(f->position));
      for (const assets::SpriteUse& use : f->sprites) {
        if (use.sprite < 0 || static_cast<size_t>(use.sprite) >= anim.sprites.size()) continue;
        const assets::SpriteRect& r = anim.sprites[static_cast<size_t>(use.sprite)];
        if (r.page < 0 || static_cast<uint32_t>(r.page) >= desc.list_pages[a]) continue;
        if (r.right <= r.left || r.bottom <= r.top || use.width <= 0 || use.height <= 0) continue;
        PlacedSprite s;
        s.centre = centre;
        s.half_width = to_float(use.width) / 2;
        s.half_height = to_float(use.height) / 2;
        s.dx = to_float(use.dx);
        s.dy = to_float(use.dy);
        s.page = first_page + r.page;
        s.u0 = static_cast<float>(r.left) / side;
        s.v0 = static_cast<float>(r.top) / side;
        s.u1 = static_cast<float>(r.right) / side;
        s.v1 = static_cast<float>(r.bottom) / side;
        out.sprites.push_back(s);
      }
    }
  }
}

void sprite_corners(const PlacedSprite& s, const Vec3f& right, const Vec3f& up,
                    CircuitVertex out[4]) {
  const float xs[4] = {-1, 1, 1, -1}, ys[4] = {-1, -1, 1, 1};
  const float us[4] = {s.u0, s.u1, s.u1, s.u0}, vs[4] = {s.v1, s.v1, s.v0, s.v0};
  const Vec3f toward_camera = normalize(cross(right, up));
  for (int k = 0; k < 4; ++k) {
    CircuitVertex& v = out[k];
    v = CircuitVertex{};
    v.position =
        s.centre + right * (s.dx + xs[k] * s.half_width) + up * (s.dy + ys[k] * s.half_height);
    v.normal = toward_camera;
    v.u = us[k];
    v.v = vs[k];
    v.page = static_cast<float>(s.page);
    v.flags = vertex_flags::kTextured | vertex_flags::kBlackTransparent;
  }
}

}  // namespace unpod::engine
