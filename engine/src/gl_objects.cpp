#include "unpod/engine/gl_objects.h"

#include <glad/gl.h>

#include <vector>

#include "unpod/engine/gl.h"

namespace unpod::engine {
namespace {

void delete_buffer(unsigned int n) {
  glDeleteBuffers(1, &n);
}
void delete_vertex_array(unsigned int n) {
  glDeleteVertexArrays(1, &n);
}
void delete_texture(unsigned int n) {
  glDeleteTextures(1, &n);
}
void delete_program(unsigned int n) {
  glDeleteProgram(n);
}
void delete_shader(unsigned int n) {
  glDeleteShader(n);
}

std::string info_log(GLuint object, bool program) {
  GLint length = 0;
  if (program)
    glGetProgramiv(object, GL_INFO_LOG_LENGTH, &length);
  else
    glGetShaderiv(object, GL_INFO_LOG_LENGTH, &length);
  std::vector<char> text(static_cast<size_t>(length > 0 ? length : 1), '\0');
  if (program)
    glGetProgramInfoLog(object, length, nullptr, text.data());
  else
    glGetShaderInfoLog(object, length, nullptr, text.data());
  return text.data();
}

GlName compile(GLenum stage, const std::string& name, const std::string& source) {
  GlName shader(glCreateShader(stage), delete_shader);
  const char* text = source.c_str();
  glShaderSource(shader.get(), 1, &text, nullptr);
  glCompileShader(shader.get());
  GLint ok = 0;
  glGetShaderiv(shader.get(), GL_COMPILE_STATUS, &ok);
  if (!ok)
    throw GlError("shader " + name + (stage == GL_VERTEX_SHADER ? " (vertex)" : " (fragment)") +
                  " does not compile: " + info_log(shader.get(), false));
  return shader;
}

}  // namespace

GlName make_buffer() {
  GLuint n = 0;
  glGenBuffers(1, &n);
  return GlName(n, delete_buffer);
}

GlName make_vertex_array() {
  GLuint n = 0;
  glGenVertexArrays(1, &n);
  return GlName(n, delete_vertex_array);
}

GlName make_texture() {
  GLuint n = 0;
  glGenTextures(1, &n);
  return GlName(n, delete_texture);
}

Program::Program(const std::string& name, const std::string& vertex_source,
                 const std::string& fragment_source) {
  const GlName vs = compile(GL_VERTEX_SHADER, name, vertex_source);
  const GlName fs = compile(GL_FRAGMENT_SHADER, name, fragment_source);
  program_ = GlName(glCreateProgram(), delete_program);
  glAttachShader(program_.get(), vs.get());
  glAttachShader(program_.get(), fs.get());
  glLinkProgram(program_.get());
  GLint ok = 0;
  glGetProgramiv(program_.get(), GL_LINK_STATUS, &ok);
  if (!ok) throw GlError("program " + name + " does not link: " + info_log(program_.get(), true));
}

void Program::use() const {
  glUseProgram(program_.get());
}

void Program::set(const char* uniform, int value) const {
  glUniform1i(glGetUniformLocation(program_.get(), uniform), value);
}
void Program::set(const char* uniform, float value) const {
  glUniform1f(glGetUniformLocation(program_.get(), uniform), value);
}
void Program::set(const char* uniform, const Vec3f& v) const {
  glUniform3f(glGetUniformLocation(program_.get(), uniform), v.x, v.y, v.z);
}
void Program::set(const char* uniform, float x, float y, float z, float w) const {
  glUniform4f(glGetUniformLocation(program_.get(), uniform), x, y, z, w);
}
void Program::set(const char* uniform, const Mat4& value) const {
  glUniformMatrix4fv(glGetUniformLocation(program_.get(), uniform), 1, GL_FALSE, value.m.data());
}

}  // namespace unpod::engine
