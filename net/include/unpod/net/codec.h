// A network race's messages to bytes and back (docs/NETWORK.md, "What is checked"). Every
// datagram is decoded here before anything reads it: its size for its channel, protobuf's parse,
// a body the sender's side may send on that channel, every string and list within its limit, and
// readings that make whole runs. What needs the race (a human that belongs to the sender, a tick
// within the window) the host and the machine check themselves.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "unpod/net/rollback.h"
#include "wire.pb.h"

namespace unpod::net {

std::vector<uint8_t> encode(const wire::Envelope& message);

enum class Side { kHost, kMachine };

// The message `bytes` that side `from` sent on `channel`; nullopt with `error` saying what is
// wrong (e.g. "an Inputs message on the reliable channel", "a name of 300 bytes").
std::optional<wire::Envelope> decode(std::span<const uint8_t> bytes, uint8_t channel, Side from,
                                     std::string& error);

// One human's readings (consecutive ticks) as runs, and back. unpack's readings are those of a
// message decode accepted.
void pack(const std::vector<Reading>& readings, wire::Readings& out);
std::vector<Reading> unpack(const wire::Readings& in);

// A device record to its message fields and back (decode checks the kind).
void put_device(const sim::controls::Device& device, wire::Player& out);
sim::controls::Device device_of(const wire::Player& player);

}  // namespace unpod::net
