// The cameras a viewport can show, in the order the camera key steps through them.
#pragma once

#include <string_view>

namespace unpod::engine {

enum class CameraMode { kChase, kBumper, kTrackSide, kFree };

// The next camera after `mode` (chase, bumper, track-side, free, then chase again).
inline CameraMode next_camera(CameraMode mode) {
  switch (mode) {
    case CameraMode::kChase:
      return CameraMode::kBumper;
    case CameraMode::kBumper:
      return CameraMode::kTrackSide;
    case CameraMode::kTrackSide:
      return CameraMode::kFree;
    case CameraMode::kFree:
      return CameraMode::kChase;
  }
  return CameraMode::kChase;
}

inline std::string_view camera_mode_name(CameraMode mode) {
  switch (mode) {
    case CameraMode::kChase:
      return "chase";
    case CameraMode::kBumper:
      return "bumper";
    case CameraMode::kTrackSide:
      return "track-side";
    case CameraMode::kFree:
      return "free";
  }
  return "chase";
}

}  // namespace unpod::engine
