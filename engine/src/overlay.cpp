#include "unpod/engine/overlay.h"

#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>
#include <imgui.h>

#include "unpod/engine/gl.h"

namespace unpod::engine {

Overlay::Overlay(const platform::Window& window) {
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  // No imgui.ini in the working folder: window layout is not saved (yet).
  ImGui::GetIO().IniFilename = nullptr;
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

}  // namespace unpod::engine
