// libFuzzer target: a network race's messages as the host and a machine decode them
// (net/codec.h). The first byte picks the channel (bit 0) and the side that sent it (bit 1); the
// rest is the datagram. A message decode accepts must be safe to use as the host and the machine
// use it: its readings unpacked (no more ticks than the limit), its names cleaned, a Start's
// description read as a replay, and it must encode and decode again to the same message.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <span>
#include <string>

#include "unpod/assets/replay.h"
#include "unpod/net/codec.h"
#include "unpod/net/protocol.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace unpod;
  if (size < 1) return 0;
  const uint8_t channel = data[0] & 1;
  const net::Side from = (data[0] & 2) ? net::Side::kHost : net::Side::kMachine;
  std::string error;
  auto m = net::decode(std::span<const uint8_t>(data + 1, size - 1), channel, from, error);
  if (!m) {
    if (error.empty()) std::abort();  // a refusal always says why
    return 0;
  }
  using E = net::wire::Envelope;
  if (m->body_case() == E::kInputs)
    for (const auto& r : m->inputs().readings())
      if (net::unpack(r).size() > net::kMaxTicksPerMessage) std::abort();
  if (m->body_case() == E::kHello)
    for (const auto& p : m->hello().players())
      if (net::clean_name(p.name(), "P").size() > net::kMaxNameLength) std::abort();
  if (m->body_case() == E::kStart) {
    const std::string& d = m->start().description();
    (void)assets::decode_replay({reinterpret_cast<const uint8_t*>(d.data()), d.size()}, "start");
  }
  std::string again_error;
  auto again = net::decode(net::encode(*m), channel, from, again_error);
  if (!again || again->SerializeAsString() != m->SerializeAsString()) std::abort();
  return 0;
}
