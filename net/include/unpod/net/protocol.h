// The network race's protocol figures (docs/NETWORK.md, "The messages"): its version, the
// ENet channels, the limits every message is checked against, and the names a human may carry.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace unpod::net {

// Raised whenever a message's meaning changes; a machine with another is refused by the host.
inline constexpr uint32_t kProtocolVersion = 2;
// The game's version (CMake's project version), which must match the host's too: the same
// sim, the same race.
std::string_view game_version();

inline constexpr uint16_t kDefaultPort = 7997;

// ENet channels: 0 reliable and ordered (the lobby, the start, leaves, the end), 1 unsequenced
// (inputs, pings).
inline constexpr uint8_t kReliable = 0;
inline constexpr uint8_t kUnsequenced = 1;
inline constexpr size_t kChannels = 2;

// The largest message a peer may send: a reliable one (the Start's description is the largest,
// a few hundred bytes) and an unsequenced one (one datagram, no fragments).
inline constexpr size_t kMaxReliableBytes = 16384;
inline constexpr size_t kMaxUnsequencedBytes = 1200;
// The most ticks of one human an Inputs message carries, and runs of them.
inline constexpr uint32_t kMaxTicksPerMessage = 64;
inline constexpr size_t kMaxRunsPerHuman = 64;

// Players a machine brings (split screen in a network race: two).
inline constexpr size_t kMaxPlayersPerMachine = 2;

// The network race's fixed tick (ms) and the rollback's defaults (NETWORK.md, "Choices").
inline constexpr uint32_t kDefaultTickMs = 16;
inline constexpr uint32_t kDefaultWindow = 15;
inline constexpr uint32_t kDefaultInputDelay = 2;
inline constexpr uint32_t kHashEvery = 64;
// The host sends the Start this long before tick 0: time for it to reach every machine.
inline constexpr uint32_t kStartLeadMs = 600;

// A name as it reaches the HUD, the results and a best-times file: printable ASCII only (others
// dropped), spaces squeezed and trimmed, at most kMaxNameLength characters; `fallback` when
// nothing is left.
inline constexpr size_t kMaxNameLength = 16;
std::string clean_name(std::string_view name, std::string_view fallback);
// A peer's message (a refusal's reason, the end's message) as a player may read it: printable
// ASCII, at most `limit` characters.
std::string clean_text(std::string_view text, size_t limit = 240);

}  // namespace unpod::net
