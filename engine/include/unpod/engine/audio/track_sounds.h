// The track's own sounds: the macros' sound actions (pod-race.md: "Son Source/Statique/
// Localisé, Tue Sons ...", FUN_00475a20 .. FUN_00475bbc) and the circuit's speakers (*.hp,
// pod-formats.md §5.10; on Beltane "Depart" starts four localised sounds that "FinCourse"
// stops). The notes do not say what the actions' one-word records hold, nor which sample a
// track's sound id names, so this is inferred, here and only here (docs/AUDIO.md):
//   - "Son Localisé": word 0 is a speaker (its index in the circuit's list), whose sound loops
//     at its place until "Tue Sons Localisés" names it (word 0; -1 or no record: every one);
//   - "Son Statique": word 0 is a sound id, looping on the listener until "Tue Sons Statiques";
//   - "Son Source": word 0 is a sound id, looping at the car whose gate ran it (none: on the
//     listener) until "Tue Sons Source";
//   - every track sound id plays the ambience loop (Sound::kAmbience): POD's bank is not mapped.
// No OpenAL here: TrackSounds keeps what should be playing; the mixer plays it.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace unpod::engine::audio {

enum class TrackSoundKind : uint8_t { kSpeaker, kStatic, kSource };

struct TrackSound {
  TrackSoundKind kind = TrackSoundKind::kSpeaker;
  int32_t key = 0;     // the speaker's index, or the sound id
  int32_t racer = -1;  // kSource: the car it follows (-1: the listener)
  bool operator==(const TrackSound&) const = default;
};

struct TrackSoundChange {
  bool start = true;
  TrackSound sound;  // a stop's key -1: every sound of its kind
};

// The change an action makes, by its name in the circuit's action table (raw cp1252 text), its
// node's record (its words; empty: none) and the racer that ran it (-1: a phase); nothing for
// an action that is not one of the track's sound actions.
std::optional<TrackSoundChange> track_sound_change(const std::string& action,
                                                   std::span<const int32_t> record, int32_t racer);

class TrackSounds {
 public:
  void apply(const TrackSoundChange& change);
  void apply(std::span<const TrackSoundChange> changes) {
    for (const TrackSoundChange& c : changes) apply(c);
  }
  // What plays now, in the order started.
  const std::vector<TrackSound>& playing() const { return playing_; }

 private:
  std::vector<TrackSound> playing_;
};

}  // namespace unpod::engine::audio
