// The OpenAL Soft device and its one context (docs/AUDIO.md): the default output for the game,
// or a loopback device (ALC_SOFT_loopback) that renders the mix on demand into memory, with no
// backend, for the tests and the bench. The engine's mixer makes its sources in the context this
// opens; nothing else in the project calls alc*.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>

namespace unpod::platform {

class AudioDevice {
 public:
  // The default output device with a context made current. Nothing and `error` set when there is
  // no device (the game then goes on silently).
  static std::unique_ptr<AudioDevice> open_default(std::string& error);
  // A loopback device rendering 16-bit stereo at `rate` Hz (ALC_SOFT_loopback), its context made
  // current. Nothing and `error` set when the extension or the format is missing.
  static std::unique_ptr<AudioDevice> open_loopback(int rate, std::string& error);

  ~AudioDevice();
  AudioDevice(const AudioDevice&) = delete;
  AudioDevice& operator=(const AudioDevice&) = delete;

  // Loopback only: the next frames of the mix, interleaved left/right.
  void render(std::span<int16_t> stereo);
  bool loopback() const { return loopback_; }
  int rate() const { return rate_; }
  // False once the output went away (ALC_EXT_disconnect); always true without the extension.
  bool connected() const;
  // The device's name, for the log.
  std::string name() const;

 private:
  AudioDevice() = default;
  void* device_ = nullptr;   // ALCdevice*
  void* context_ = nullptr;  // ALCcontext*
  void* render_ = nullptr;   // alcRenderSamplesSOFT
  bool loopback_ = false;
  int rate_ = 0;
};

}  // namespace unpod::platform
