// A car description: the human-readable text a modder writes (docs/CAR-FORMAT.md), as parsed by
// parse_car_desc(). Lengths are track units (about metres) in the car frame (x forward, y left,
// z up, origin at the chassis point), masses kilograms, angles degrees; the compiler converts
// them to the physics block's 16.16 values (pod-formats.md §7.1).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "track_desc.h"  // DescError, Point3

namespace unpod::disc {

using Rgb = std::array<int, 3>;

// One axle: both wheels' placement and their per-wheel physics (§7.1 point records).
struct AxleDesc {
  double x = 0;           // along the car, positive forward
  double half_track = 0;  // the left wheel sits at +half_track, the right one at -half_track
  double z = 0;           // wheel centre height
  Point3 grip;            // the point's grip vector as stored ([U] which is traction or side)
  double rolling = 0.06;  // rolling resistance, N·m per rad/s of wheel spin
  double stiffness = 0;   // spring
  double damper = 0;      // damper (viscosity)
};

// Engine torque at an engine speed; the compiler interpolates these into the curve (§7.2).
struct TorquePoint {
  double rpm = 0;
  double torque = 0;
  int line = 0;
};

// Slots of the 15 sound ids when no `sounds` line is given (§7.4; the bank is [U]).
inline constexpr std::array<int, 15> kDefaultCarSounds{0, 1, 2,  3,  4,  5,  -1, 7,
                                                       8, 9, 10, 11, 12, 13, 14};

struct CarDesc {
  std::string name;                          // base file name (<= 19 characters, A-Z 0-9 _)
  std::string display_name;                  // menu text
  int drive = 3;                             // 1 all wheels, 2 front, 3 rear (§7.1 0x54C)
  double length = 0, width = 0, height = 0;  // body box around the chassis point
  Rgb paint{200, 40, 40};
  Rgb trim{250, 250, 250};
  int number = 1;  // painted on the doors, 0..99
  double mass = 0;
  std::optional<Point3> inertia;  // about forward, left, up; default: the body box's
  AxleDesc front, rear;
  double wheel_radius = 0, wheel_width = 0, wheel_mass = 0;
  int wheel_sides = 10;
  double rest = -0.15, travel_max = 0.05, travel_min = -0.30;  // suspension z_empty/z_max/z_min
  std::vector<double> gears;                                   // forward ratios, first gear first
  double reverse = 0;        // magnitude; stored negative in gear_ratios[8]
  double final_drive = 4.0;  // the axle's ratio: each stored ratio is the gear's × this
  std::vector<TorquePoint> torque;
  double rev_up = 600, rev_down = 350;  // engine rev rates out of gear, rad/s per s
  double steer_max = 0;                 // degrees
  double steer_speed = 0;               // degrees per second
  double steer_return = 0;              // return rate factor
  double rear_steer = 0;                // rear angle = -front angle * this
  double drag = 0, downforce = 0;
  double brake_max = 0, brake_slope = 0, brake_distribution = 0;
  double gravity = 1;
  double viscous = 0.05;
  double zoom = 1;                       // zoom_factor [U]
  std::optional<double> chassis_radius;  // default height / 2
  std::array<int, 15> sounds = kDefaultCarSounds;
  std::array<int, 5> ratings{};  // acceleration, brakes, grip, handling, speed
  double light_range = 30, light_intensity = 0.8, light_angle = 35;  // headlight; angle degrees
};

// Parses a description; the first error (its line and what is wrong) stops it. Never throws.
std::optional<CarDesc> parse_car_desc(const std::string& text, DescError& error);

}  // namespace unpod::disc
