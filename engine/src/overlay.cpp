#include "unpod/engine/overlay.h"

#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>
#include <imgui.h>

#include "unpod/assets/file_io.h"
#include "unpod/engine/gl.h"

namespace unpod::engine {

Overlay::Overlay(const platform::Window& window, const std::filesystem::path& ini) : ini_(ini) {
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  // Never imgui.ini in the working folder: load_layout() and save_layout() keep the layout in
  // the user's config folder, or nowhere.
  io.IniFilename = nullptr;
  io.ConfigFlags &= ~(ImGuiConfigFlags_NavEnableGamepad | ImGuiConfigFlags_NavEnableKeyboard);
  ImGui::StyleColorsDark();
  // Thick lines from the font atlas need it filtered linearly; begin_frame() samples it at the
  // nearest texel, so ImGui draws their soft edges as geometry.
  ImGui::GetStyle().AntiAliasedLinesUseTex = false;
  if (!ImGui_ImplSDL2_InitForOpenGL(window.sdl_window(), window.gl_context())) {
    ImGui::DestroyContext();
    throw GlError("cannot start the ImGui SDL2 backend");
  }
  if (!ImGui_ImplOpenGL3_Init("#version 330 core")) {
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    throw GlError("cannot start the ImGui OpenGL 3 backend");
  }
}

Overlay::~Overlay() {
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
}

void Overlay::process_event(const SDL_Event& event) {
  ImGui_ImplSDL2_ProcessEvent(&event);
}

void Overlay::begin_frame() {
  ImGui_ImplOpenGL3_NewFrame();
  if (!font_nearest_) {
    // The backend made the font atlas on its first frame, filtered linearly. ImGui draws its
    // glyphs and solid fills at whole pixels and scale 1, so the nearest texel is the same
    // picture, and llvmpipe samples it at a fraction of the cost (bench/README.md).
    const auto texture =
        static_cast<GLuint>(reinterpret_cast<intptr_t>(ImGui::GetIO().Fonts->TexID));
    glBindTexture(GL_TEXTURE_2D, texture);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glBindTexture(GL_TEXTURE_2D, 0);
    font_nearest_ = true;
  }
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
}

void Overlay::render() {
  ImGui::Render();
  ImDrawData* data = ImGui::GetDrawData();
  triangles_ = data ? static_cast<size_t>(data->TotalIdxCount) / 3 : 0;
  ImGui_ImplOpenGL3_RenderDrawData(data);
}

bool Overlay::wants_keyboard() const {
  return ImGui::GetIO().WantCaptureKeyboard;
}

bool Overlay::wants_mouse() const {
  return ImGui::GetIO().WantCaptureMouse;
}

bool Overlay::wants_text_input() const {
  return ImGui::GetIO().WantTextInput;
}

std::string Overlay::load_layout() {
  std::error_code error;
  if (ini_.empty() || !std::filesystem::exists(ini_, error)) return "";
  const auto bytes = assets::read_file(ini_);
  if (!bytes) return bytes.error().to_string();
  ImGui::LoadIniSettingsFromMemory(reinterpret_cast<const char*>(bytes.value().data()),
                                   bytes.value().size());
  return "";
}

bool Overlay::wants_save() const {
  return ImGui::GetIO().WantSaveIniSettings;
}

std::string Overlay::save_layout() {
  ImGui::GetIO().WantSaveIniSettings = false;
  if (ini_.empty()) return "";
  size_t size = 0;
  const char* text = ImGui::SaveIniSettingsToMemory(&size);
  return assets::write_file_atomic(ini_, std::span(reinterpret_cast<const uint8_t*>(text), size));
}

}  // namespace unpod::engine
