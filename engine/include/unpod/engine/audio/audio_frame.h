// What the audio hears of one sim frame (docs/DESIGN.md: sound flows one way, the sim's events
// and state to engine/audio): each car's place, speed, engine and sound state, and the race's
// calls (the countdown's numbers and "GO!"). Read from the session after its frame; the mixer
// plays it.
#pragma once

#include <cstdint>
#include <vector>

#include "unpod/engine/audio/sound_table.h"
#include "unpod/engine/audio/track_sounds.h"
#include "unpod/engine/math3d.h"
#include "unpod/sim/session/race_session.h"

namespace unpod::engine::audio {

struct AudioCar {
  Vec3f position;            // the chassis point, circuit units
  Vec3f velocity;            // units/s
  float engine_speed = 0;    // car +0x440, rad/s
  int gear = 0;              // car +0x44a
  bool throttle = false;     // the step's accelerate bit
  uint8_t sound_bits = 0;    // car +0x4f9 (physics::sound)
  uint8_t skid_counter = 0;  // car +0x4f8
  uint16_t slots = 0;        // the frame's started slots (physics::slot_bit)
};

// A car entering or leaving a place that echoes: "Tunnel Entree" / "Tunnel Sortie", and
// "Reverb Voiture" / "Reset Reverb Voit", run by the gates it crosses (pod-race.md "Macros").
struct EchoChange {
  int racer = -1;
  bool echoes = false;
};

struct AudioFrame {
  std::vector<AudioCar> cars;      // by racer
  std::vector<Sound> calls;        // the race's calls started this frame, in order
  std::vector<EchoChange> echoes;  // in the order the gates ran them
  // The track's sound actions the macros ran (track_sounds.h), in order.
  std::vector<TrackSoundChange> track_sounds;
};

// The frame the session has just run (RaceSession::frame_sounds, the cars' state, the rules'
// kCountdown and kGo events through countdown_sound and race_sound, the kEffect events of the
// tunnel and reverb actions by their names in the circuit's action table).
AudioFrame audio_frame(const sim::session::RaceSession& race);

}  // namespace unpod::engine::audio
