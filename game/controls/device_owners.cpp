#include "controls/device_owners.h"

#include <algorithm>
#include <cctype>

#include "controls/action_reader.h"

namespace unpod::game::controls {
namespace {

constexpr std::string_view kKeyboard = "keyboard";
constexpr std::string_view kAnyPad = "pad";

std::string upper(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  return s;
}

}  // namespace

DeviceOwners::DeviceOwners(int players, const ControlsSetup& setup) {
  for (int p = 0; p < players && p < kHumanPlayers; ++p) {
    owners_.push_back(DeviceOwner::keyboard());
    wanted_.push_back(setup.players[size_t(p)].device);
    last_guid_.emplace_back();
  }
}

bool DeviceOwners::any_waiting() const {
  return std::any_of(owners_.begin(), owners_.end(),
                     [](const DeviceOwner& o) { return o.kind == DeviceOwner::Kind::kNone; });
}

bool DeviceOwners::owned(int32_t pad) const {
  return std::any_of(owners_.begin(), owners_.end(), [&](const DeviceOwner& o) {
    return o.kind == DeviceOwner::Kind::kPad && o.pad == pad;
  });
}

const DeviceOwners::Pad* DeviceOwners::find(int32_t id) const {
  for (const Pad& p : pads_)
    if (p.id == id) return &p;
  return nullptr;
}

bool DeviceOwners::pad_offered() const {
  const bool someone_without =
      std::any_of(owners_.begin(), owners_.end(),
                  [](const DeviceOwner& o) { return o.kind != DeviceOwner::Kind::kPad; });
  return someone_without &&
         std::any_of(pads_.begin(), pads_.end(), [&](const Pad& p) { return !owned(p.id); });
}

void DeviceOwners::give(int player, const Pad& pad) {
  owners_[size_t(player)] = DeviceOwner::of_pad(pad.id);
  wanted_[size_t(player)] = pad.guid;
}

void DeviceOwners::remember_pads() {
  for (size_t p = 0; p < owners_.size(); ++p)
    if (owners_[p].kind == DeviceOwner::Kind::kPad)
      if (const Pad* pad = find(owners_[p].pad)) last_guid_[p] = pad->guid;
}

void DeviceOwners::first_frame() {
  // The GUIDs first, so "pad" does not take a pad another player asked for by name.
  for (int pass = 0; pass < 2; ++pass)
    for (size_t p = 0; p < owners_.size(); ++p) {
      const std::string& want = wanted_[p];
      if (owners_[p].kind == DeviceOwner::Kind::kPad || want == kKeyboard) continue;
      if ((pass == 0) != (want != kAnyPad)) continue;
      for (const Pad& pad : pads_)
        if (!owned(pad.id) && (want == kAnyPad || pad.guid == want)) {
          owners_[p] = DeviceOwner::of_pad(pad.id);  // "pad" stays "pad" until chosen by Start
          break;
        }
    }
}

std::vector<int32_t> DeviceOwners::owned_pads() const {
  std::vector<int32_t> ids;
  for (const DeviceOwner& o : owners_)
    if (o.kind == DeviceOwner::Kind::kPad) ids.push_back(o.pad);
  return ids;
}

// DEVIATION 17: a pad unplugged leaves its player waiting; the race waits with them.
void DeviceOwners::update(const platform::InputState& input, const Bindings& bindings) {
  joined_.clear();
  if (offer_frames_ > 0) --offer_frames_;
  std::vector<Pad> plugged;
  for (const platform::PadState& p : input.pads) {
    if (!find(p.id)) plugged.push_back({p.id, p.guid});
  }
  std::erase_if(pads_, [&](const Pad& p) { return !input.pad(p.id); });
  for (const Pad& p : plugged) pads_.push_back(p);
  // Unplugged: the player has no device until they choose one.
  for (size_t p = 0; p < owners_.size(); ++p)
    if (owners_[p].kind == DeviceOwner::Kind::kPad && !find(owners_[p].pad))
      owners_[p] = DeviceOwner::none();
  if (!started_) {
    started_ = true;
    first_frame();
    remember_pads();
    note_offer(!plugged.empty());
    return;
  }
  // Plugged in: back to the player who asked for this pad (by GUID, or "pad" from the keyboard).
  for (const Pad& pad : plugged)
    for (size_t p = 0; p < owners_.size(); ++p) {
      const bool by_guid =
          (wanted_[p] == pad.guid || (waiting(int(p)) && last_guid_[p] == pad.guid)) &&
          owners_[p].kind != DeviceOwner::Kind::kPad;
      const bool any = wanted_[p] == kAnyPad && owners_[p].kind == DeviceOwner::Kind::kKeyboard;
      if (!owned(pad.id) && (by_guid || any)) owners_[p] = DeviceOwner::of_pad(pad.id);
    }
  // Start on a free pad: the first player waiting, else the first without a pad.
  for (const Pad& pad : pads_) {
    const platform::PadState* state = input.pad(pad.id);
    if (owned(pad.id) || !state || !state->went_down(platform::pad_button::kStart)) continue;
    int taker = -1;
    for (int p = 0; p < players() && taker < 0; ++p)
      if (waiting(p)) taker = p;
    for (int p = 0; p < players() && taker < 0; ++p)
      if (owners_[size_t(p)].kind != DeviceOwner::Kind::kPad) taker = p;
    if (taker >= 0) {
      give(taker, pad);
      joined_.push_back(pad.id);
    }
  }
  // A waiting player's accelerate key: the keyboard.
  for (int p = 0; p < players(); ++p) {
    if (!waiting(p)) continue;
    for (const InputBinding& i : bindings.of(p, Action::kAccelerate))
      if (i.is_key() && (input.pressed(i.code) || input.held(i.code))) {
        owners_[size_t(p)] = DeviceOwner::keyboard();
        wanted_[size_t(p)] = std::string(kKeyboard);
        break;
      }
  }
  remember_pads();
  note_offer(!plugged.empty());
}

void DeviceOwners::note_offer(bool pad_plugged) {
  const bool offered = pad_offered();
  if (offered && (!was_offered_ || pad_plugged)) offer_frames_ = kOfferFrames;
  was_offered_ = offered;
}

std::vector<std::string> DeviceOwners::notices(const Bindings& bindings) const {
  std::vector<std::string> lines;
  for (int p = 0; p < players(); ++p) {
    if (!waiting(p)) continue;
    std::string keyboard;
    for (const InputBinding& i : bindings.of(p, Action::kAccelerate))
      if (i.is_key() && keyboard.empty()) keyboard = upper(input_name(i));
    lines.push_back("PLAYER " + std::to_string(p + 1) + ": PAD UNPLUGGED");
    lines.push_back(keyboard.empty() ? "PRESS START ON A PAD"
                                     : "PRESS START ON A PAD OR " + keyboard + " FOR THE KEYBOARD");
  }
  if (lines.empty() && offer_shown()) lines.push_back("PAD CONNECTED: PRESS START TO JOIN");
  return lines;
}

}  // namespace unpod::game::controls
