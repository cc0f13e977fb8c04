// The mixer on frames made by hand (engine/audio/mixer.h), through OpenAL Soft's loopback
// device: the pool's stealing, tyres silent in the air, the Doppler shift of a car going by.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "unpod/engine/audio/mixer.h"
#include "unpod/platform/audio_device.h"

namespace unpod::audio_mixer_test {

namespace audio = engine::audio;
using sim::physics::slot_bit;
using sim::physics::SoundSlot;

constexpr int kMixerRate = 22050;

// A second of a steady tone at `hz` for every sound (its loops and one-shots alike).
audio::SoundSet tone_set(int hz) {
  audio::SoundSet set;
  for (const audio::SoundInfo& info : audio::sound_table()) {
    audio::LoadedSound s;
    s.pcm.rate = kMixerRate;
    for (int i = 0; i < kMixerRate; ++i)
      s.pcm.samples.push_back(int16_t(12000 * std::sin(2 * M_PI * hz * i / kMixerRate)));
    set.set(info.sound, s);
  }
  return set;
}

audio::AudioCar car_at(float x, float y) {
  audio::AudioCar c;
  c.position = {x, y, 0};
  return c;
}

std::unique_ptr<platform::AudioDevice> loopback() {
  std::string error;
  auto device = platform::AudioDevice::open_loopback(kMixerRate, error);
  INFO(error);
  REQUIRE(device);
  return device;
}

TEST_CASE("a full pool gives the farthest and quietest voice to a nearer sound", "[audio][mixer]") {
  auto device = loopback();
  const audio::SoundSet set = tone_set(440);
  audio::SoundBank bank(set);
  audio::AudioMixer mixer(bank, {}, audio::Volumes{}, 2);
  const audio::AudioListener ears;  // at the origin, looking along x
  audio::AudioFrame frame;
  frame.cars = {car_at(5, 0), car_at(300, 0), car_at(12, 0)};
  frame.cars[0].slots = frame.cars[1].slots = slot_bit(SoundSlot::kCrash);
  mixer.update(frame, std::span(&ears, 1), 0.02f);
  CHECK(mixer.voices_in_use() == 2);
  frame.cars[0].slots = frame.cars[1].slots = 0;
  frame.cars[2].slots = slot_bit(SoundSlot::kCrash);
  mixer.update(frame, std::span(&ears, 1), 0.02f);
  CHECK(mixer.steals() == 1);
  CHECK(mixer.voices_of(0) == 1);
  CHECK(mixer.voices_of(1) == 0);  // 300 units away: the one stolen
  CHECK(mixer.voices_of(2) == 1);
  // A sound weaker than every voice playing is dropped, nothing stolen.
  frame.cars[2].slots = 0;
  frame.cars[1].slots = slot_bit(SoundSlot::kGearUp);
  mixer.update(frame, std::span(&ears, 1), 0.02f);
  CHECK(mixer.steals() == 1);
  CHECK(mixer.voices_of(1) == 0);
}

TEST_CASE("the skid loop follows the skid bit and falls silent in the air", "[audio][mixer]") {
  auto device = loopback();
  const audio::SoundSet set = tone_set(440);
  audio::SoundBank bank(set);
  audio::AudioMixer mixer(bank, {}, audio::Volumes{});
  const audio::AudioListener ears;
  audio::AudioFrame frame;
  frame.cars = {car_at(10, 0)};
  frame.cars[0].sound_bits = sim::physics::sound::kSkid;
  frame.cars[0].skid_counter = 20;
  mixer.update(frame, std::span(&ears, 1), 0.02f);
  CHECK(mixer.voices_of(0) == 1);
  frame.cars[0].sound_bits |= sim::physics::sound::kAirborne;
  mixer.update(frame, std::span(&ears, 1), 0.02f);
  CHECK(mixer.voices_of(0) == 0);
  frame.cars[0].sound_bits = sim::physics::sound::kScraping;
  mixer.update(frame, std::span(&ears, 1), 0.02f);
  CHECK(mixer.voices_of(0) == 1);  // the scrape
  frame.cars[0].sound_bits = 0;
  mixer.update(frame, std::span(&ears, 1), 0.02f);
  CHECK(mixer.voices_of(0) == 0);
}

TEST_CASE("the mixer counts the sources it uses: engine loops and pool voices", "[audio][mixer]") {
  // What the overlay's Performance window shows as the audio sources in use.
  auto device = loopback();
  const audio::SoundSet set = tone_set(440);
  audio::SoundBank bank(set);
  audio::AudioMixer mixer(bank, {audio::Sound::kEngineZephyr, audio::Sound::kEngineBulwark},
                          audio::Volumes{}, 4);
  CHECK(mixer.engine_sources() == 2);
  CHECK(mixer.pool_size() == 4);
  CHECK(mixer.voices_in_use() == 0);
  const audio::AudioListener ears;
  audio::AudioFrame frame;
  frame.cars = {car_at(10, 0), car_at(20, 0)};
  frame.cars[1].sound_bits = sim::physics::sound::kSkid;
  frame.cars[1].skid_counter = 20;
  mixer.update(frame, std::span(&ears, 1), 0.02f);
  CHECK(mixer.voices_in_use() == 1);
  CHECK(mixer.track_sources() == 0);
}

// Zero crossings a second of the left channel.
double crossing_rate(const std::vector<int16_t>& stereo) {
  int n = 0;
  for (size_t i = 2; i < stereo.size(); i += 2) n += (stereo[i - 2] < 0) != (stereo[i] < 0);
  return n * double(kMixerRate) / double(stereo.size() / 2);
}

TEST_CASE("a car going by is higher coming and lower going (Doppler)", "[audio][mixer]") {
  auto device = loopback();
  const audio::SoundSet set = tone_set(400);
  audio::SoundBank bank(set);
  // Its engine at pitch 1 (the loop's own speed), passing 3 units beside the listener at 40
  // units/s: c / (c - 40) coming, c / (c + 40) going (c = 343.3 units/s), about 453 and 358 Hz
  // (a little less far from the line of the pass).
  audio::AudioMixer mixer(bank, {audio::Sound::kEngineZephyr}, audio::Volumes{});
  const audio::AudioListener ears;
  audio::AudioFrame frame;
  frame.cars = {car_at(-40, 3)};
  frame.cars[0].velocity = {40, 0, 0};
  frame.cars[0].engine_speed = audio::kEngineSampleSpeed;
  std::vector<int16_t> coming, going, chunk(size_t(kMixerRate / 50) * 2);
  for (int f = 0; f < 100; ++f) {  // two seconds, 20 ms frames: from x = -40 to x = +40
    mixer.update(frame, std::span(&ears, 1), 0.02f);
    device->render(chunk);
    const float x = frame.cars[0].position.x;
    if (x > -35 && x < -10) coming.insert(coming.end(), chunk.begin(), chunk.end());
    if (x > 10 && x < 35) going.insert(going.end(), chunk.begin(), chunk.end());
    frame.cars[0].position.x += 40 * 0.02f;
  }
  const double up = crossing_rate(coming) / 2, down = crossing_rate(going) / 2;
  INFO("coming " << up << " Hz, going " << down << " Hz");
  CHECK(std::fabs(up - 400 * 343.3 / 303.3) < 8);
  CHECK(std::fabs(down - 400 * 343.3 / 383.3) < 8);
}

// Left and right loudness of a second of a crash by one car, heard by two players' ears.
std::pair<double, double> sides(const std::vector<audio::AudioListener>& ears, engine::Vec3f at) {
  auto device = loopback();
  const audio::SoundSet set = tone_set(440);
  audio::SoundBank bank(set);
  audio::AudioMixer mixer(bank, {}, audio::Volumes{});
  audio::AudioFrame frame;
  frame.cars = {car_at(at.x, at.y)};
  frame.cars[0].slots = slot_bit(SoundSlot::kCrash);
  mixer.update(frame, ears, 0.02f);
  std::vector<int16_t> mix(size_t(kMixerRate / 2) * 2);
  device->render(mix);
  double left = 0, right = 0;
  for (size_t i = 0; i + 1 < mix.size(); i += 2) {
    left += double(mix[i]) * mix[i];
    right += double(mix[i + 1]) * mix[i + 1];
  }
  return {std::sqrt(left / double(mix.size() / 2)), std::sqrt(right / double(mix.size() / 2))};
}

TEST_CASE("split screen: a car is heard from the nearer player's camera", "[audio][mixer]") {
  // Player 1 at the origin and player 2 100 units on, both looking along x (y is their left).
  std::vector<audio::AudioListener> ears(2);
  ears[1].eye = {100, 0, 0};
  // 5 units to player 2's right: from player 1 it would be almost dead ahead, both sides alike.
  const auto [l2, r2] = sides(ears, {100, -5, 0});
  INFO("beside player 2: left " << l2 << ", right " << r2);
  CHECK(r2 > 2 * l2);
  // 5 units to player 1's left.
  const auto [l1, r1] = sides(ears, {0, 5, 0});
  INFO("beside player 1: left " << l1 << ", right " << r1);
  CHECK(l1 > 2 * r1);
  // Player 2 turned round (looking back along x): the same car is now on their left.
  ears[1].forward = {-1, 0, 0};
  const auto [lb, rb] = sides(ears, {100, -5, 0});
  CHECK(lb > 2 * rb);
}

// The mix's loudness from `from` to `to` seconds after a 50 ms crash at 5 units, the car echoing
// (a tunnel) or not.
double tail_rms(bool echoes, double from, double to) {
  auto device = loopback();
  audio::SoundSet set;
  for (const audio::SoundInfo& info : audio::sound_table()) {
    audio::LoadedSound s;
    s.pcm.rate = kMixerRate;
    for (int i = 0; i < kMixerRate / 20; ++i)
      s.pcm.samples.push_back(int16_t(12000 * std::sin(2 * M_PI * 500 * i / kMixerRate)));
    set.set(info.sound, s);
  }
  audio::SoundBank bank(set);
  audio::AudioMixer mixer(bank, {}, audio::Volumes{});
  if (echoes && !mixer.echo()) return -1;
  const audio::AudioListener ears;
  audio::AudioFrame frame;
  frame.cars = {car_at(5, 0)};
  if (echoes) frame.echoes.push_back({0, true});
  frame.cars[0].slots = slot_bit(SoundSlot::kCrash);
  mixer.update(frame, std::span(&ears, 1), 0.02f);
  std::vector<int16_t> mix(size_t(kMixerRate) * 2);
  device->render(mix);
  double sum = 0;
  const size_t a = size_t(from * kMixerRate), z = size_t(to * kMixerRate);
  for (size_t i = a; i < z; ++i) sum += double(mix[2 * i]) * mix[2 * i];
  return std::sqrt(sum / double(z - a));
}

TEST_CASE("a car in a tunnel echoes: its sounds ring on through EFX reverb", "[audio][mixer]") {
  const double dry = tail_rms(false, 0.3, 0.6), wet = tail_rms(true, 0.3, 0.6);
  INFO("300 to 600 ms after a 50 ms crash: " << dry << " dry, " << wet << " in a tunnel");
  // OpenAL Soft (Debian's libopenal1, scripts/setup.sh) has ALC_EXT_EFX: without it the game
  // would race without its tunnels' echo, which is a failure here, not a pass.
  REQUIRE(wet >= 0);
  CHECK(dry < 5);
  CHECK(wet > 50);
  CHECK(tail_rms(true, 0, 0.05) > 1000);  // the crash itself
}

}  // namespace unpod::audio_mixer_test

namespace unpod::audio_mixer_test {

TEST_CASE("a paused race is silent and goes on where it stood when resumed", "[audio][mixer]") {
  auto device = loopback();
  const audio::SoundSet set = tone_set(440);
  audio::SoundBank bank(set);
  audio::AudioMixer mixer(bank, {audio::Sound::kEngineZephyr}, audio::Volumes{});
  const audio::AudioListener ears;
  audio::AudioFrame frame;
  frame.cars = {car_at(5, 0)};
  frame.cars[0].sound_bits = sim::physics::sound::kSkid;
  frame.cars[0].skid_counter = 20;
  mixer.update(frame, std::span(&ears, 1), 0.02f);
  const auto loudness = [&] {
    std::vector<int16_t> stereo(size_t(kMixerRate / 10) * 2);
    device->render(stereo);
    double sum = 0;
    for (const int16_t s : stereo) sum += double(s) * s;
    return std::sqrt(sum / double(stereo.size()));
  };
  const double playing = loudness();
  mixer.set_paused(true);
  CHECK(mixer.paused());
  loudness();  // OpenAL Soft fades a paused source out over a few milliseconds
  const double paused = loudness();
  mixer.set_paused(false);
  const double resumed = loudness();
  INFO("rms playing " << playing << ", paused " << paused << ", resumed " << resumed);
  CHECK(playing > 500);
  CHECK(paused < 1);
  CHECK(resumed > 500);
  CHECK(mixer.voices_of(0) == 1);  // the skid loop held, not dropped
}

// Issue 31: a car against a wall reports a soft crash every step, and each took a voice of its
// own (0.35 s long: 22 at once), stealing the other cars' skids: 817 steals in a 3-lap race.
TEST_CASE("a car's knocks share a voice: a wall hit every step is one voice", "[audio][mixer]") {
  auto device = loopback();
  const audio::SoundSet set = tone_set(440);
  audio::SoundBank bank(set);
  audio::AudioMixer mixer(bank, {audio::Sound::kEngineZephyr}, audio::Volumes{}, 4);
  const audio::AudioListener ears;
  audio::AudioFrame frame;
  frame.cars = {car_at(10, 0), car_at(30, 0)};
  frame.cars[1].sound_bits = sim::physics::sound::kSkid;
  frame.cars[1].skid_counter = 20;
  frame.cars[0].slots = slot_bit(SoundSlot::kSoftCrash);
  size_t most = 0;
  for (int f = 0; f < 100; ++f) {  // two seconds along the wall, 20 ms frames
    if (f == 50) frame.cars[0].slots |= slot_bit(SoundSlot::kGearDown);
    mixer.update(frame, std::span(&ears, 1), 0.02f);
    most = std::max(most, mixer.voices_of(0));
    frame.cars[0].slots = slot_bit(SoundSlot::kSoftCrash);
  }
  CHECK(most == 2);                // the knock, and the gear change once
  CHECK(mixer.voices_of(1) == 1);  // the other car's skid kept its voice
  CHECK(mixer.steals() == 0);
  CHECK(mixer.engine_sources() == 1);
}

// The pitch of the mix (zero crossings) over the next 100 ms.
double next_hz(platform::AudioDevice& device) {
  std::vector<int16_t> mix(size_t(kMixerRate / 10) * 2);
  device.render(mix);
  return crossing_rate(mix) / 2;
}

TEST_CASE("a crash cuts in over a soft crash, a soft crash waits for a crash", "[audio][mixer]") {
  auto device = loopback();
  audio::SoundSet set = tone_set(440);
  set.set(audio::Sound::kCrash, *tone_set(880).get(audio::Sound::kCrash));
  audio::SoundBank bank(set);
  audio::AudioMixer mixer(bank, {}, audio::Volumes{});
  const audio::AudioListener ears;
  audio::AudioFrame frame;
  frame.cars = {car_at(5, 0)};
  frame.cars[0].slots = slot_bit(SoundSlot::kSoftCrash);
  mixer.update(frame, std::span(&ears, 1), 0.02f);
  CHECK(std::fabs(next_hz(*device) - 440) < 60);
  frame.cars[0].slots = slot_bit(SoundSlot::kCrash);
  mixer.update(frame, std::span(&ears, 1), 0.02f);
  CHECK(std::fabs(next_hz(*device) - 880) < 60);
  frame.cars[0].slots = slot_bit(SoundSlot::kSoftCrash);
  mixer.update(frame, std::span(&ears, 1), 0.02f);
  CHECK(std::fabs(next_hz(*device) - 880) < 60);  // the crash rings on
  CHECK(mixer.voices_of(0) == 1);
}

TEST_CASE("the countdown's calls are never stolen, and always find a voice", "[audio][mixer]") {
  auto device = loopback();
  const audio::SoundSet set = tone_set(440);
  audio::SoundBank bank(set);
  const audio::AudioListener ears;
  audio::AudioFrame frame;
  frame.cars = {car_at(0.5f, 0)};  // a crash half a unit away outranks a call on the ears
  {
    audio::AudioMixer mixer(bank, {}, audio::Volumes{}, 1);
    frame.calls = {audio::Sound::kCount3};
    mixer.update(frame, std::span(&ears, 1), 0.02f);
    frame.calls.clear();
    frame.cars[0].slots = slot_bit(SoundSlot::kCrash);
    mixer.update(frame, std::span(&ears, 1), 0.02f);
    CHECK(mixer.voices_of(-1) == 1);
    CHECK(mixer.voices_of(0) == 0);
    CHECK(mixer.steals() == 0);
  }
  audio::AudioMixer mixer(bank, {}, audio::Volumes{}, 1);
  frame.cars[0].slots = slot_bit(SoundSlot::kCrash);
  mixer.update(frame, std::span(&ears, 1), 0.02f);
  frame.cars[0].slots = 0;
  frame.calls = {audio::Sound::kGo};
  mixer.update(frame, std::span(&ears, 1), 0.02f);
  CHECK(mixer.voices_of(-1) == 1);  // "GO!" took the crash's voice
  CHECK(mixer.steals() == 1);
}

TEST_CASE("a player's own car comes first in a full pool", "[audio][mixer]") {
  auto device = loopback();
  const audio::SoundSet set = tone_set(440);
  audio::SoundBank bank(set);
  audio::AudioMixer mixer(bank, {}, audio::Volumes{}, 1);
  audio::AudioListener ears;
  ears.racer = 0;
  audio::AudioFrame frame;
  frame.cars = {car_at(20, 0), car_at(5, 0)};  // the player's car farther than the other
  frame.cars[1].slots = slot_bit(SoundSlot::kCrash);
  mixer.update(frame, std::span(&ears, 1), 0.02f);
  frame.cars[1].slots = 0;
  frame.cars[0].slots = slot_bit(SoundSlot::kCrash);
  mixer.update(frame, std::span(&ears, 1), 0.02f);
  CHECK(mixer.voices_of(0) == 1);
  CHECK(mixer.voices_of(1) == 0);
  CHECK(mixer.steals() == 1);
}

}  // namespace unpod::audio_mixer_test
