#include "unpod/engine/audio/track_sounds.h"

#include <algorithm>

namespace unpod::engine::audio {

std::optional<TrackSoundChange> track_sound_change(const std::string& action,
                                                   std::span<const int32_t> record, int32_t racer) {
  const int32_t word = record.empty() ? -1 : record[0];
  TrackSoundChange c;
  if (action == "Son Localis\xE9") {
    if (word < 0) return std::nullopt;  // a speaker must be named to start
    c.sound = {TrackSoundKind::kSpeaker, word, -1};
  } else if (action == "Son Statique") {
    c.sound = {TrackSoundKind::kStatic, word, -1};
  } else if (action == "Son Source") {
    c.sound = {TrackSoundKind::kSource, word, racer};
  } else if (action == "Tue Sons Localis\xE9s") {
    c = {false, {TrackSoundKind::kSpeaker, word, -1}};
  } else if (action == "Tue Sons Statiques") {
    c = {false, {TrackSoundKind::kStatic, -1, -1}};
  } else if (action == "Tue Sons Source") {
    c = {false, {TrackSoundKind::kSource, -1, -1}};
  } else {
    return std::nullopt;
  }
  return c;
}

void TrackSounds::apply(const TrackSoundChange& change) {
  const TrackSound& s = change.sound;
  if (change.start) {
    // Started again while playing: it goes on as it was.
    if (std::find(playing_.begin(), playing_.end(), s) == playing_.end()) playing_.push_back(s);
    return;
  }
  std::erase_if(playing_, [&](const TrackSound& p) {
    return p.kind == s.kind && (s.key < 0 || p.key == s.key);
  });
}

}  // namespace unpod::engine::audio
