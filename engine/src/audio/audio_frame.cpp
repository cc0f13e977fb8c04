// The audio's reading of a sim frame (audio_frame.h).
#include "unpod/engine/audio/audio_frame.h"

#include "unpod/sim/physics/driver.h"
#include "unpod/sim/race/countdown.h"
#include "unpod/sim/race/course.h"
#include "unpod/sim/race/race_rules.h"

namespace unpod::engine::audio {

namespace {

Vec3f vec(const sim::physics::Vec16& v) {
  return {to_float(v[0]), to_float(v[1]), to_float(v[2])};
}

}  // namespace

AudioFrame audio_frame(const sim::session::RaceSession& race) {
  namespace physics = sim::physics;
  AudioFrame f;
  const auto& racers = race.simulation().racers();
  f.cars.reserve(racers.size());
  for (size_t r = 0; r < racers.size(); ++r) {
    const physics::CarState& car = racers[r].car;
    AudioCar c;
    c.position = vec(car.points[physics::kChassisPoint].position);
    c.velocity = vec(car.velocity);
    c.engine_speed = to_float(car.engine_speed);
    c.gear = car.gear;
    c.throttle = (racers[r].driver.last_buttons & physics::button::kAccelerate) != 0;
    c.sound_bits = car.sound_bits;
    c.skid_counter = car.skid_sound;
    c.slots = r < race.frame_sounds().size() ? race.frame_sounds()[r] : 0;
    f.cars.push_back(c);
  }
  const sim::race::Course& course = race.race().rules().course();
  const std::vector<std::string>& names = course.action_names;
  for (const sim::race::Event& e : race.race().rules().events()) {
    int32_t id = -1;
    if (e.kind == sim::race::EventKind::kCountdown) id = sim::race::countdown_sound(e.value);
    if (e.kind == sim::race::EventKind::kGo) id = sim::race::kGoSound;
    if (const auto s = race_sound(id)) f.calls.push_back(*s);
    if (e.kind == sim::race::EventKind::kEffect && e.racer >= 0 && e.value >= 0 &&
        size_t(e.value) < names.size()) {
      const std::string& name = names[size_t(e.value)];
      if (name == "Tunnel Entree" || name == "Reverb Voiture") f.echoes.push_back({e.racer, true});
      if (name == "Tunnel Sortie" || name == "Reset Reverb Voit")
        f.echoes.push_back({e.racer, false});
    }
    // The track's sounds, from gates and phases alike (a phase has no racer).
    if (e.kind == sim::race::EventKind::kEffect && e.value >= 0 && size_t(e.value) < names.size()) {
      std::span<const int32_t> record;
      if (size_t(e.value) < course.records.size() && e.record >= 0) {
        const sim::race::ActionRecords& r = course.records[size_t(e.value)];
        const size_t at = size_t(e.record) * size_t(r.words_per_record);
        if (r.words_per_record > 0 && at + size_t(r.words_per_record) <= r.words.size())
          record = std::span(r.words).subspan(at, size_t(r.words_per_record));
      }
      if (const auto c = track_sound_change(names[size_t(e.value)], record, e.racer))
        f.track_sounds.push_back(*c);
    }
  }
  return f;
}

}  // namespace unpod::engine::audio
