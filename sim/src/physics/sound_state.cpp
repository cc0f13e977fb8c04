// The step's end: the sound state bits and the slots started.
#include <algorithm>

#include "unpod/sim/physics/inferred.h"
#include "unpod/sim/physics/step.h"

namespace unpod::sim::physics {

// POD FUN_0041b66c, the step's end (inferred.h: which change starts which slot): the skid
// counter at 0x4f8 and the bits at 0x4f9 (1 skid, 2/4 engine rising/falling, 8 airborne,
// 0x10 scraping, 0x40 crash; 0x20, the car contact, is the collisions').
uint16_t sound_state(CarState& car, const SoundInputs& in) {
  uint16_t slots = 0;
  const uint8_t before = car.sound_bits;
  uint8_t bits = before & sound::kCarContact;
  bool skid = false, down = false, roof = false;
  for (int i = 0; i < 4; ++i) {
    skid |= car.points[size_t(i)].skidding || car.points[size_t(i)].sliding;
    down |= car.points[size_t(i)].touching;
  }
  roof = car.points[kChassisPoint].touching && car.up[2] < 0;
  if (skid) bits |= sound::kSkid;
  car.skid_sound = skid ? static_cast<uint8_t>(std::min(car.skid_sound + 1, 255)) : 0;
  if (car.engine_speed > in.engine_before) bits |= sound::kEngineRising;
  if (car.engine_speed < in.engine_before) bits |= sound::kEngineFalling;
  if (!down) bits |= sound::kAirborne;
  if (in.scraping) bits |= sound::kScraping;
  if (in.impact > 0) bits |= sound::kCrash;
  car.sound_bits = bits;

  const uint32_t pressed = in.buttons & ~in.last_buttons, released = in.last_buttons & ~in.buttons;
  if (pressed & button::kAccelerate) slots |= slot_bit(SoundSlot::kAccelerate);
  if (released & button::kAccelerate) slots |= slot_bit(SoundSlot::kAccelerateStop);
  if (pressed & button::kBrake) slots |= slot_bit(SoundSlot::kBrake);
  if (released & button::kBrake) slots |= slot_bit(SoundSlot::kBrakeStop);
  if ((bits & sound::kEngineFalling) && !(before & sound::kEngineFalling))
    slots |= slot_bit(SoundSlot::kDecelerate);
  if (!(bits & sound::kEngineFalling) && (before & sound::kEngineFalling))
    slots |= slot_bit(SoundSlot::kDecelerateStop);
  if (car.gear != in.gear_before) {
    const bool up = car.gear == kReverseGear         ? false
                    : in.gear_before == kReverseGear ? true
                                                     : car.gear > in.gear_before;
    slots |= slot_bit(up ? SoundSlot::kGearUp : SoundSlot::kGearDown);
  }
  if (in.impact > kCrashImpulse) {
    slots |= slot_bit(SoundSlot::kCrash);
  } else if (in.impact > 0) {
    slots |= slot_bit(SoundSlot::kSoftCrash);
  }
  if (roof && !(before & sound::kScraping)) slots |= slot_bit(SoundSlot::kRoofSkid);
  if (!roof && (before & sound::kScraping) && car.up[2] < 0)
    slots |= slot_bit(SoundSlot::kRoofSkidStop);
  return slots;
}

}  // namespace unpod::sim::physics
