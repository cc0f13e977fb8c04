// Who drives from which device, as pads come and go (issue #16 "Hotplug"). Pads are keyed by
// SDL's instance id; each player owns one device at a time; what a player chose is kept by the
// pad's GUID (the settings file's `device`), so the same pad plugged in again is theirs again.
//  - At the first frame each player takes what their setup asks: the keyboard, the first free
//    pad ("pad"), or the pad of that GUID; with no such pad connected, the keyboard.
//  - A pad plugged in later goes to a player who asked for it (by GUID, or "pad" while on the
//    keyboard); any other free pad is offered ("press Start to join", for kOfferFrames frames
//    after it is plugged in or becomes free): Start on it gives it to the first player without
//    a pad.
//  - A pad unplugged leaves its player without a device: the race waits (the frame loop stops
//    feeding it time) and asks; Start on a pad or the player's keyboard accelerate chooses.
#pragma once

#include <string>
#include <vector>

#include "controls/bindings.h"
#include "controls/controls_setup.h"
#include "controls/device_owner.h"
#include "unpod/platform/input.h"

namespace unpod::game::controls {

class DeviceOwners {
 public:
  // How long a free pad's offer stays on screen: about 5 s at 60 frames a second, so a player
  // who keeps to the keyboard with a pad plugged in is not told about it for the whole race.
  static constexpr int kOfferFrames = 300;

  // `players` humans (1 or 2), wanting the devices `setup` names.
  DeviceOwners(int players, const ControlsSetup& setup);

  // Every frame, before the players' actions are read.
  void update(const platform::InputState& input, const Bindings& bindings);

  int players() const { return static_cast<int>(owners_.size()); }
  const DeviceOwner& owner(int player) const { return owners_[size_t(player)]; }
  // A player whose pad was unplugged and who has not chosen another device.
  bool waiting(int player) const { return owner(player).kind == DeviceOwner::Kind::kNone; }
  bool any_waiting() const;
  // A connected pad nobody owns while some player has no pad.
  bool pad_offered() const;
  // pad_offered(), and the offer still shown (kOfferFrames frames from when it began).
  bool offer_shown() const { return offer_frames_ > 0 && pad_offered(); }
  // The pads whose Start chose them this frame (their Start is not also the pause).
  const std::vector<int32_t>& joined() const { return joined_; }
  // The pads the players own now.
  std::vector<int32_t> owned_pads() const;
  // What the settings file keeps for the player: "keyboard", "pad" or the pad's GUID.
  const std::string& device(int player) const { return wanted_[size_t(player)]; }

  // The lines the screen shows while a player is asked for a device or a pad is offered (drawn
  // with the HUD's font), e.g. "PLAYER 2: PRESS START ON A PAD OR UP FOR THE KEYBOARD".
  std::vector<std::string> notices(const Bindings& bindings) const;

 private:
  struct Pad {
    int32_t id;
    std::string guid;
  };
  bool owned(int32_t pad) const;
  const Pad* find(int32_t id) const;
  void give(int player, const Pad& pad);
  void first_frame();
  void remember_pads();  // last_guid_ of every player on a pad
  // At the end of a frame: the offer starts when a pad becomes free or one is plugged in.
  void note_offer(bool pad_plugged);

  std::vector<DeviceOwner> owners_;
  std::vector<std::string> wanted_;
  std::vector<std::string> last_guid_;  // the pad each player drove last (its GUID)
  std::vector<Pad> pads_;               // connected, in the order they came
  std::vector<int32_t> joined_;
  bool started_ = false;
  bool was_offered_ = false;  // pad_offered() at the previous frame
  int offer_frames_ = 0;      // frames the offer is still shown
};

}  // namespace unpod::game::controls
