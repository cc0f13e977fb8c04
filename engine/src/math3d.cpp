#include "unpod/engine/math3d.h"

namespace unpod::engine {

Mat4 Mat4::identity() {
  Mat4 r;
  for (int i = 0; i < 4; ++i) r.at(i, i) = 1;
  return r;
}

Mat4 operator*(const Mat4& a, const Mat4& b) {
  Mat4 r;
  for (int row = 0; row < 4; ++row)
    for (int col = 0; col < 4; ++col) {
      float s = 0;
      for (int k = 0; k < 4; ++k) s += a.at(row, k) * b.at(k, col);
      r.at(row, col) = s;
    }
  return r;
}

Vec3f transform_point(const Mat4& m, const Vec3f& p) {
  const float x = m.at(0, 0) * p.x + m.at(0, 1) * p.y + m.at(0, 2) * p.z + m.at(0, 3);
  const float y = m.at(1, 0) * p.x + m.at(1, 1) * p.y + m.at(1, 2) * p.z + m.at(1, 3);
  const float z = m.at(2, 0) * p.x + m.at(2, 1) * p.y + m.at(2, 2) * p.z + m.at(2, 3);
  const float w = m.at(3, 0) * p.x + m.at(3, 1) * p.y + m.at(3, 2) * p.z + m.at(3, 3);
  return w != 0 ? Vec3f{x / w, y / w, z / w} : Vec3f{x, y, z};
}

Mat4 perspective(float fovy, float aspect, float near_plane, float far_plane) {
  Mat4 r;
  const float f = 1.0f / std::tan(fovy / 2);
  r.at(0, 0) = f / aspect;
  r.at(1, 1) = f;
  r.at(2, 2) = (far_plane + near_plane) / (near_plane - far_plane);
  r.at(2, 3) = 2 * far_plane * near_plane / (near_plane - far_plane);
  r.at(3, 2) = -1;
  return r;
}

Mat4 pixel_ortho(float width, float height) {
  Mat4 r = Mat4::identity();
  r.at(0, 0) = 2 / width;
  r.at(1, 1) = -2 / height;
  r.at(2, 2) = -1;
  r.at(0, 3) = -1;
  r.at(1, 3) = 1;
  return r;
}

Mat4 look_at(const Vec3f& eye, const Vec3f& target, const Vec3f& up) {
  const Vec3f f = normalize(target - eye);
  Vec3f s = cross(f, up);
  if (length(s) < 1e-6f) s = cross(f, Vec3f{0, 1, 0});  // looking straight up or down
  s = normalize(s);
  const Vec3f u = cross(s, f);
  Mat4 r = Mat4::identity();
  r.at(0, 0) = s.x;
  r.at(0, 1) = s.y;
  r.at(0, 2) = s.z;
  r.at(1, 0) = u.x;
  r.at(1, 1) = u.y;
  r.at(1, 2) = u.z;
  r.at(2, 0) = -f.x;
  r.at(2, 1) = -f.y;
  r.at(2, 2) = -f.z;
  r.at(0, 3) = -dot(s, eye);
  r.at(1, 3) = -dot(u, eye);
  r.at(2, 3) = dot(f, eye);
  return r;
}

Mat4 model_matrix(const Vec3f& x_axis, const Vec3f& y_axis, const Vec3f& z_axis,
                  const Vec3f& position) {
  Mat4 r = Mat4::identity();
  const Vec3f axes[3] = {x_axis, y_axis, z_axis};
  for (int c = 0; c < 3; ++c) {
    r.at(0, c) = axes[c].x;
    r.at(1, c) = axes[c].y;
    r.at(2, c) = axes[c].z;
  }
  r.at(0, 3) = position.x;
  r.at(1, 3) = position.y;
  r.at(2, 3) = position.z;
  return r;
}

void Aabb::add(const Vec3f& p) {
  min = {std::fmin(min.x, p.x), std::fmin(min.y, p.y), std::fmin(min.z, p.z)};
  max = {std::fmax(max.x, p.x), std::fmax(max.y, p.y), std::fmax(max.z, p.z)};
}

Frustum Frustum::from(const Mat4& vp) {
  Frustum f;
  // Gribb and Hartmann: row 3 plus or minus rows 0, 1 and 2.
  for (int i = 0; i < 3; ++i)
    for (int sign = 0; sign < 2; ++sign) {
      auto& p = f.planes[static_cast<size_t>(i * 2 + sign)];
      const float s = sign == 0 ? 1.0f : -1.0f;
      for (int c = 0; c < 4; ++c) p[static_cast<size_t>(c)] = vp.at(3, c) + s * vp.at(i, c);
    }
  return f;
}

bool Frustum::intersects(const Aabb& box) const {
  if (box.empty()) return false;
  for (const auto& p : planes) {
    // The box's corner furthest along the plane's normal.
    const float x = p[0] >= 0 ? box.max.x : box.min.x;
    const float y = p[1] >= 0 ? box.max.y : box.min.y;
    const float z = p[2] >= 0 ? box.max.z : box.min.z;
    if (p[0] * x + p[1] * y + p[2] * z + p[3] < 0) return false;
  }
  return true;
}

}  // namespace unpod::engine
