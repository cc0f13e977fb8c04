// Owning handles for the GL objects the renderer makes (programs, buffers, vertex arrays,
// textures): each deletes its object when it goes, and moves but never copies. GL names are plain
// unsigned ints here so that only the engine's sources include glad.
#pragma once

#include <string>
#include <utility>

#include "unpod/engine/math3d.h"

namespace unpod::engine {

class GlName {
 public:
  GlName() = default;
  GlName(unsigned int name, void (*release)(unsigned int)) : name_(name), release_(release) {}
  ~GlName() { reset(); }
  GlName(GlName&& o) noexcept : name_(std::exchange(o.name_, 0u)), release_(o.release_) {}
  GlName& operator=(GlName&& o) noexcept {
    if (this != &o) {
      reset();
      name_ = std::exchange(o.name_, 0u);
      release_ = o.release_;
    }
    return *this;
  }
  GlName(const GlName&) = delete;
  GlName& operator=(const GlName&) = delete;
  unsigned int get() const { return name_; }
  explicit operator bool() const { return name_ != 0; }
  void reset() {
    if (name_ != 0 && release_) release_(name_);
    name_ = 0;
  }

 private:
  unsigned int name_ = 0;
  void (*release_)(unsigned int) = nullptr;
};

GlName make_buffer();
GlName make_vertex_array();
GlName make_texture();

// A linked vertex + fragment program (GLSL 330 core). Throws GlError with the compiler's log,
// naming `name`, when either stage does not compile or the program does not link.
class Program {
 public:
  Program() = default;
  Program(const std::string& name, const std::string& vertex_source,
          const std::string& fragment_source);
  void use() const;
  // Uniform setters by name (a name the program does not use is ignored, as GL does).
  void set(const char* uniform, int value) const;
  void set(const char* uniform, float value) const;
  void set(const char* uniform, const Vec3f& value) const;
  void set(const char* uniform, float x, float y, float z, float w) const;
  void set(const char* uniform, const Mat4& value) const;
  unsigned int get() const { return program_.get(); }

 private:
  GlName program_;
};

}  // namespace unpod::engine
