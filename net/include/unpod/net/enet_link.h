// ENet (libenet, Debian's libenet-dev) under the network race: a host that listens (the race's
// host) or one that connects (a machine), its events as decoded bytes, and sends of one
// message. ENet does the reliability, ordering, fragments, acknowledgements and timeouts; this
// wrapper only owns the handles and counts the bytes.
#pragma once

#include <enet/enet.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "wire.pb.h"

namespace unpod::net {

class EnetLink {
 public:
  // A host listening on `address` (e.g. "127.0.0.1", "0.0.0.0") and `port` (0: any free one),
  // with room for `peers` connections (ENet refuses more). nullptr with `error`.
  static std::unique_ptr<EnetLink> listen(const std::string& address, uint16_t port, size_t peers,
                                          std::string& error);
  // A host for one outgoing connection, connecting to `address`:`port`. nullptr with `error`.
  static std::unique_ptr<EnetLink> connect(const std::string& address, uint16_t port,
                                           std::string& error);
  ~EnetLink();
  EnetLink(const EnetLink&) = delete;
  EnetLink& operator=(const EnetLink&) = delete;

  struct Event {
    enum Kind { kNone, kConnect, kDisconnect, kReceive } kind = kNone;
    ENetPeer* peer = nullptr;
    uint8_t channel = 0;
    std::vector<uint8_t> data;
  };
  // The next event, waiting up to `timeout_ms` for one (0: only what has arrived).
  Event service(uint32_t timeout_ms);
  void send(ENetPeer* peer, const wire::Envelope& message);
  // Bytes as they are, on `channel` (reliable on 0, unsequenced on 1): what send encodes, or
  // anything at all (the tests' hostile machine).
  void send_bytes(ENetPeer* peer, uint8_t channel, const std::vector<uint8_t>& bytes);
  void flush();
  // Disconnects `peer` once what is queued for it has gone (a Refused, an End).
  void disconnect_later(ENetPeer* peer);
  void disconnect_now(ENetPeer* peer);

  uint16_t port() const;
  // The outgoing connection (connect's), or nullptr.
  ENetPeer* server() const { return server_; }
  // Bytes ENet sent and received (its headers included, UDP's not) since the host was made.
  uint64_t bytes_sent() const;
  uint64_t bytes_received() const;

 private:
  explicit EnetLink(ENetHost* host) : host_(host) {}
  ENetHost* host_ = nullptr;
  ENetPeer* server_ = nullptr;
};

// The round trip (ms, ENet's smoothed) and the packet loss (0..1) ENet measures for `peer`.
uint32_t round_trip_ms(const ENetPeer* peer);
double packet_loss(const ENetPeer* peer);

}  // namespace unpod::net
