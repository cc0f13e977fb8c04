// The race's music (docs/AUDIO.md, "Music"): POD's is the CD's audio track 2, which installs
// carry as Track02.ogg or Track02.wav (rips) or Track02.mp3 (GOG). Ogg Vorbis is decoded by
// stb_vorbis (libstb), WAV by SDL, MP3 by libmpg123. Streamed through a queue of OpenAL buffers,
// looping, not placed (a stereo source on the listener).
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace unpod::engine::audio {

// A decoder: 16-bit samples, interleaved, from the start again at the end.
class MusicSource {
 public:
  virtual ~MusicSource() = default;
  virtual int rate() const = 0;
  virtual int channels() const = 0;  // 1 or 2
  // Fills `out` (whole frames); returns the samples written, fewer only when the file holds none.
  virtual size_t read(std::span<int16_t> out) = 0;
};

// The track's file in an installation's top folder: Track02.ogg, .wav or .mp3, any case, in that
// order of preference; nothing when there is none.
std::optional<std::filesystem::path> find_music(const std::filesystem::path& installation);

// The decoder for `file` by its extension, or nothing and `error` (naming the file and why).
std::unique_ptr<MusicSource> open_music(const std::filesystem::path& file, std::string& error);

// Needs a current OpenAL context for its whole life.
class MusicStream {
 public:
  MusicStream(std::unique_ptr<MusicSource> source, float gain);
  ~MusicStream();
  MusicStream(const MusicStream&) = delete;
  MusicStream& operator=(const MusicStream&) = delete;

  // Refills the buffers OpenAL has played; restarts the source if it ran dry. Call once a frame
  // (the queue holds a second).
  void update();
  void set_gain(float gain);
  // Paused: the stream holds where it is (update() does not restart it) until resumed.
  void set_paused(bool paused);

 private:
  void fill(uint32_t buffer);

  std::unique_ptr<MusicSource> source_;
  uint32_t al_source_ = 0;
  std::vector<uint32_t> buffers_;
  std::vector<int16_t> chunk_;
  bool paused_ = false;
};

}  // namespace unpod::engine::audio
