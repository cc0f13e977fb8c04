#include "unpod/engine/overlay.h"

#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>
#include <imgui.h>

#include "unpod/engine/gl.h"

namespace unpod::engine {

Overlay::Overlay(const platform::Window& window, const std::filesystem::path& ini)
    : ini_(ini.string()) {
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  // Never imgui.ini in the working folder: the user's config folder, or nowhere.
  io.IniFilename = ini_.empty() ? nullptr : ini_.c_str();
  io.ConfigFlags &= ~(ImGuiConfigFlags_NavEnableGamepad | ImGuiConfigFlags_NavEnableKeyboard);
  ImGui::StyleColorsDark();
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
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
}

void Overlay::render() {
  ImGui::Render();
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

bool Overlay::wants_keyboard() const {
  return ImGui::GetIO().WantCaptureKeyboard;
}

bool Overlay::wants_mouse() const {
  return ImGui::GetIO().WantCaptureMouse;
}

}  // namespace unpod::engine
