// The race's music (music.h).
#define STB_VORBIS_HEADER_ONLY
#include "unpod/engine/audio/music.h"

#include <AL/al.h>
#include <SDL.h>
#include <mpg123.h>
#include <stb_vorbis.h>

#include <algorithm>
#include <cstring>
#include <system_error>

namespace unpod::engine::audio {

namespace {

namespace fs = std::filesystem;

constexpr int kBuffers = 4;
constexpr int kBufferMs = 250;

std::string lower(std::string s) {
  for (char& c : s) c = char(c >= 'A' && c <= 'Z' ? c + 32 : c);
  return s;
}

class VorbisMusic : public MusicSource {
 public:
  explicit VorbisMusic(stb_vorbis* v) : v_(v), info_(stb_vorbis_get_info(v)) {}
  ~VorbisMusic() override { stb_vorbis_close(v_); }
  int rate() const override { return int(info_.sample_rate); }
  int channels() const override { return std::min(info_.channels, 2); }
  size_t read(std::span<int16_t> out) override {
    size_t done = 0;
    bool restarted = false;
    while (done < out.size()) {
      const int frames = stb_vorbis_get_samples_short_interleaved(v_, channels(), out.data() + done,
                                                                  int(out.size() - done));
      if (frames > 0) {
        done += size_t(frames * channels());
        restarted = false;
        continue;
      }
      if (restarted || !stb_vorbis_seek_start(v_)) break;  // empty, or cannot loop
      restarted = true;
    }
    return done;
  }

 private:
  stb_vorbis* v_;
  stb_vorbis_info info_;
};

class WavMusic : public MusicSource {
 public:
  WavMusic(int rate, int channels, std::vector<int16_t> samples)
      : rate_(rate), channels_(channels), samples_(std::move(samples)) {}
  int rate() const override { return rate_; }
  int channels() const override { return channels_; }
  size_t read(std::span<int16_t> out) override {
    if (samples_.empty()) return 0;
    for (int16_t& s : out) {
      s = samples_[at_];
      at_ = (at_ + 1) % samples_.size();
    }
    return out.size();
  }

 private:
  int rate_, channels_;
  std::vector<int16_t> samples_;
  size_t at_ = 0;
};

// MP3 (GOG's Track02.mp3) through libmpg123, which gives 16-bit samples at the file's rate.
class Mp3Music : public MusicSource {
 public:
  Mp3Music(mpg123_handle* h, long rate, int channels)
      : h_(h), rate_(int(rate)), channels_(channels) {}
  ~Mp3Music() override {
    mpg123_close(h_);
    mpg123_delete(h_);
  }
  int rate() const override { return rate_; }
  int channels() const override { return channels_; }
  size_t read(std::span<int16_t> out) override {
    size_t done = 0;
    bool restarted = false;
    while (done < out.size()) {
      size_t got = 0;
      const int r = mpg123_read(h_, reinterpret_cast<unsigned char*>(out.data() + done),
                                (out.size() - done) * sizeof(int16_t), &got);
      done += got / sizeof(int16_t);
      if (r == MPG123_OK || r == MPG123_NEW_FORMAT) {
        if (got > 0) restarted = false;
        continue;
      }
      // The end (or a frame it cannot decode): from the start again, once in a row.
      if (restarted || mpg123_seek(h_, 0, SEEK_SET) < 0) break;
      restarted = true;
    }
    return done - done % size_t(channels_);
  }

 private:
  mpg123_handle* h_;
  int rate_, channels_;
};

std::unique_ptr<MusicSource> open_mp3(const fs::path& file, std::string& error) {
  // Since libmpg123 1.27 this is a no-op, but older ones need it once before any handle.
  static const int initialised = mpg123_init();
  int e = initialised;
  mpg123_handle* h = e == MPG123_OK ? mpg123_new(nullptr, &e) : nullptr;
  if (h == nullptr) {
    error = file.string() + ": libmpg123 cannot start: " + mpg123_plain_strerror(e);
    return nullptr;
  }
  // Only 16-bit samples, at whatever rate and channels the file has.
  mpg123_format_none(h);
  for (const long rate : {8000L, 11025L, 12000L, 16000L, 22050L, 24000L, 32000L, 44100L, 48000L})
    mpg123_format(h, rate, MPG123_MONO | MPG123_STEREO, MPG123_ENC_SIGNED_16);
  long rate = 0;
  int channels = 0, encoding = 0;
  if (mpg123_open(h, file.string().c_str()) != MPG123_OK ||
      mpg123_getformat(h, &rate, &channels, &encoding) != MPG123_OK) {
    error = file.string() + ": not an MP3 file libmpg123 reads (" + mpg123_strerror(h) + ")";
    mpg123_delete(h);
    return nullptr;
  }
  if (encoding != MPG123_ENC_SIGNED_16 || channels < 1 || channels > 2) {
    error = file.string() + ": an MP3 of " + std::to_string(channels) +
            " channels that libmpg123 does not give as 16-bit samples";
    mpg123_close(h);
    mpg123_delete(h);
    return nullptr;
  }
  // The format stays as found for the whole file.
  mpg123_format_none(h);
  mpg123_format(h, rate, channels, MPG123_ENC_SIGNED_16);
  return std::make_unique<Mp3Music>(h, rate, channels);
}

std::unique_ptr<MusicSource> open_wav(const fs::path& file, std::string& error) {
  SDL_AudioSpec spec{};
  Uint8* data = nullptr;
  Uint32 length = 0;
  if (SDL_LoadWAV(file.string().c_str(), &spec, &data, &length) == nullptr) {
    error = file.string() + ": " + SDL_GetError();
    return nullptr;
  }
  const int channels = std::min<int>(spec.channels, 2);
  SDL_AudioCVT cvt{};
  const int built = SDL_BuildAudioCVT(&cvt, spec.format, spec.channels, spec.freq, AUDIO_S16SYS,
                                      Uint8(channels), spec.freq);
  std::vector<Uint8> work(size_t(length) * size_t(std::max(cvt.len_mult, 1)));
  if (built >= 0 && length > 0) std::memcpy(work.data(), data, length);
  SDL_FreeWAV(data);
  cvt.buf = work.data();
  cvt.len = int(length);
  if (built < 0 || (built == 1 && SDL_ConvertAudio(&cvt) < 0)) {
    error = file.string() + ": cannot convert its samples: " + SDL_GetError();
    return nullptr;
  }
  const size_t bytes = size_t(built == 1 ? cvt.len_cvt : cvt.len);
  std::vector<int16_t> samples(bytes / 2 / size_t(channels) * size_t(channels));
  std::memcpy(samples.data(), work.data(), samples.size() * 2);
  if (samples.empty()) {
    error = file.string() + ": holds no samples";
    return nullptr;
  }
  return std::make_unique<WavMusic>(spec.freq, channels, std::move(samples));
}

}  // namespace

std::optional<fs::path> find_music(const fs::path& installation) {
  std::error_code ec;
  std::optional<fs::path> found;
  int best = 99;
  for (fs::directory_iterator it(installation, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = lower(it->path().filename().string());
    const int rank = name == "track02.ogg"   ? 0
                     : name == "track02.wav" ? 1
                     : name == "track02.mp3" ? 2
                                             : 99;
    if (rank < best) best = rank, found = it->path();
  }
  return found;
}

std::unique_ptr<MusicSource> open_music(const fs::path& file, std::string& error) {
  const std::string ext = lower(file.extension().string());
  if (ext == ".wav") return open_wav(file, error);
  if (ext == ".ogg") {
    int e = 0;
    stb_vorbis* v = stb_vorbis_open_filename(file.string().c_str(), &e, nullptr);
    if (v == nullptr) {
      error = file.string() + ": not an Ogg Vorbis file stb_vorbis reads (error " +
              std::to_string(e) + ")";
      return nullptr;
    }
    return std::make_unique<VorbisMusic>(v);
  }
  if (ext == ".mp3") return open_mp3(file, error);
  error = file.string() + ": not a music file unpod plays (Ogg Vorbis, WAV or MP3)";
  return nullptr;
}

MusicStream::MusicStream(std::unique_ptr<MusicSource> source, float gain)
    : source_(std::move(source)) {
  alGenSources(1, &al_source_);
  alSourcei(al_source_, AL_SOURCE_RELATIVE, AL_TRUE);
  alSource3f(al_source_, AL_POSITION, 0, 0, 0);
  alSourcef(al_source_, AL_ROLLOFF_FACTOR, 0);
  alSourcef(al_source_, AL_GAIN, gain);
  chunk_.resize(size_t(source_->rate() * kBufferMs / 1000 * source_->channels()));
  buffers_.resize(kBuffers);
  alGenBuffers(kBuffers, buffers_.data());
  for (uint32_t b : buffers_) fill(b);
  alSourcePlay(al_source_);
}

MusicStream::~MusicStream() {
  alSourceStop(al_source_);
  alSourcei(al_source_, AL_BUFFER, 0);
  alDeleteSources(1, &al_source_);
  alDeleteBuffers(ALsizei(buffers_.size()), buffers_.data());
}

void MusicStream::fill(uint32_t buffer) {
  const size_t n = source_->read(chunk_);
  if (n == 0) return;
  alBufferData(buffer, source_->channels() == 2 ? AL_FORMAT_STEREO16 : AL_FORMAT_MONO16,
               chunk_.data(), ALsizei(n * 2), source_->rate());
  ALuint b = buffer;
  alSourceQueueBuffers(al_source_, 1, &b);
}

void MusicStream::update() {
  ALint processed = 0;
  alGetSourcei(al_source_, AL_BUFFERS_PROCESSED, &processed);
  for (; processed > 0; --processed) {
    ALuint b = 0;
    alSourceUnqueueBuffers(al_source_, 1, &b);
    fill(b);
  }
  ALint state = AL_STOPPED, queued = 0;
  alGetSourcei(al_source_, AL_SOURCE_STATE, &state);
  alGetSourcei(al_source_, AL_BUFFERS_QUEUED, &queued);
  if (state != AL_PLAYING && queued > 0 && !paused_) alSourcePlay(al_source_);
}

void MusicStream::set_paused(bool paused) {
  if (paused == paused_) return;
  paused_ = paused;
  if (paused)
    alSourcePause(al_source_);
  else
    alSourcePlay(al_source_);
}

void MusicStream::set_gain(float gain) {
  alSourcef(al_source_, AL_GAIN, gain);
}

}  // namespace unpod::engine::audio
