// OpenAL Soft's device and context (audio_device.h).
#include "unpod/platform/audio_device.h"

#include <AL/al.h>
#include <AL/alc.h>
#include <AL/alext.h>

namespace unpod::platform {

namespace {

ALCdevice* as_device(void* p) {
  return static_cast<ALCdevice*>(p);
}

// A context on `device`, made current; false (and the device closed) when it cannot be.
bool make_context(ALCdevice* device, const ALCint* attributes, void*& context, std::string& error) {
  ALCcontext* c = alcCreateContext(device, attributes);
  if (c == nullptr || alcMakeContextCurrent(c) != ALC_TRUE) {
    error = "OpenAL: cannot make a context (ALC error " + std::to_string(alcGetError(device)) + ")";
    if (c != nullptr) alcDestroyContext(c);
    alcCloseDevice(device);
    return false;
  }
  context = c;
  return true;
}

}  // namespace

std::unique_ptr<AudioDevice> AudioDevice::open_default(std::string& error) {
  ALCdevice* device = alcOpenDevice(nullptr);
  if (device == nullptr) {
    error = "OpenAL: no audio device could be opened";
    return nullptr;
  }
  std::unique_ptr<AudioDevice> d(new AudioDevice());
  if (!make_context(device, nullptr, d->context_, error)) return nullptr;
  d->device_ = device;
  ALCint rate = 0;
  alcGetIntegerv(device, ALC_FREQUENCY, 1, &rate);
  d->rate_ = rate;
  return d;
}

std::unique_ptr<AudioDevice> AudioDevice::open_loopback(int rate, std::string& error) {
  if (alcIsExtensionPresent(nullptr, "ALC_SOFT_loopback") != ALC_TRUE) {
    error = "OpenAL: ALC_SOFT_loopback is missing";
    return nullptr;
  }
  auto open = reinterpret_cast<LPALCLOOPBACKOPENDEVICESOFT>(
      alcGetProcAddress(nullptr, "alcLoopbackOpenDeviceSOFT"));
  auto supported = reinterpret_cast<LPALCISRENDERFORMATSUPPORTEDSOFT>(
      alcGetProcAddress(nullptr, "alcIsRenderFormatSupportedSOFT"));
  auto render =
      reinterpret_cast<LPALCRENDERSAMPLESSOFT>(alcGetProcAddress(nullptr, "alcRenderSamplesSOFT"));
  if (open == nullptr || supported == nullptr || render == nullptr) {
    error = "OpenAL: ALC_SOFT_loopback's functions are missing";
    return nullptr;
  }
  ALCdevice* device = open(nullptr);
  if (device == nullptr) {
    error = "OpenAL: cannot open a loopback device";
    return nullptr;
  }
  if (supported(device, rate, ALC_STEREO_SOFT, ALC_SHORT_SOFT) != ALC_TRUE) {
    error = "OpenAL: the loopback device cannot render 16-bit stereo at " + std::to_string(rate);
    alcCloseDevice(device);
    return nullptr;
  }
  // Plain stereo panning whatever a user's alsoft.conf asks (HRTF off), so a render is the same
  // on every machine.
  const ALCint attributes[] = {ALC_FORMAT_CHANNELS_SOFT,
                               ALC_STEREO_SOFT,
                               ALC_FORMAT_TYPE_SOFT,
                               ALC_SHORT_SOFT,
                               ALC_FREQUENCY,
                               rate,
                               ALC_HRTF_SOFT,
                               ALC_FALSE,
                               0};
  std::unique_ptr<AudioDevice> d(new AudioDevice());
  if (!make_context(device, attributes, d->context_, error)) return nullptr;
  d->device_ = device;
  d->render_ = reinterpret_cast<void*>(render);
  d->loopback_ = true;
  d->rate_ = rate;
  return d;
}

AudioDevice::~AudioDevice() {
  if (alcGetCurrentContext() == static_cast<ALCcontext*>(context_)) alcMakeContextCurrent(nullptr);
  if (context_ != nullptr) alcDestroyContext(static_cast<ALCcontext*>(context_));
  if (device_ != nullptr) alcCloseDevice(as_device(device_));
}

void AudioDevice::render(std::span<int16_t> stereo) {
  if (!loopback_ || stereo.size() < 2) return;
  reinterpret_cast<LPALCRENDERSAMPLESSOFT>(render_)(as_device(device_), stereo.data(),
                                                    ALCsizei(stereo.size() / 2));
}

bool AudioDevice::connected() const {
  if (alcIsExtensionPresent(as_device(device_), "ALC_EXT_disconnect") != ALC_TRUE) return true;
  ALCint connected = ALC_TRUE;
  alcGetIntegerv(as_device(device_), ALC_CONNECTED, 1, &connected);
  return connected == ALC_TRUE;
}

std::string AudioDevice::name() const {
  const ALCchar* n = alcGetString(as_device(device_), ALC_DEVICE_SPECIFIER);
  return n != nullptr ? n : "";
}

}  // namespace unpod::platform
