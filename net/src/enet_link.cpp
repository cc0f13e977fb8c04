#include "unpod/net/enet_link.h"

#include <mutex>

#include "unpod/net/codec.h"
#include "unpod/net/protocol.h"

namespace unpod::net {

namespace {

// enet_initialize once per process (it is a no-op on Linux but the API asks for it).
bool enet_ready(std::string& error) {
  static std::once_flag once;
  static bool ok = false;
  std::call_once(once, [] { ok = enet_initialize() == 0; });
  if (!ok) error = "ENet could not be initialised";
  return ok;
}

// A peer is declared gone after this long without an acknowledgement (ENet's default is up to
// 30 s: a player who pulled the cable would hold the race that long).
constexpr uint32_t kTimeoutMinMs = 2000, kTimeoutMaxMs = 4000;

void set_timeouts(ENetPeer* peer) {
  enet_peer_timeout(peer, 32, kTimeoutMinMs, kTimeoutMaxMs);
}

}  // namespace

std::unique_ptr<EnetLink> EnetLink::listen(const std::string& address, uint16_t port, size_t peers,
                                           std::string& error) {
  if (!enet_ready(error)) return nullptr;
  ENetAddress a{};
  if (enet_address_set_host_ip(&a, address.c_str()) != 0) {
    error = "'" + address + "' is not an IPv4 address";
    return nullptr;
  }
  a.port = port;
  ENetHost* h = enet_host_create(&a, peers, kChannels, 0, 0);
  if (!h) {
    error = "cannot listen on " + address + ":" + std::to_string(port) +
            " (is another server using that port?)";
    return nullptr;
  }
  return std::unique_ptr<EnetLink>(new EnetLink(h));
}

std::unique_ptr<EnetLink> EnetLink::connect(const std::string& address, uint16_t port,
                                            std::string& error) {
  if (!enet_ready(error)) return nullptr;
  ENetAddress a{};
  if (enet_address_set_host(&a, address.c_str()) != 0) {
    error = "cannot find the host '" + address + "'";
    return nullptr;
  }
  a.port = port;
  ENetHost* h = enet_host_create(nullptr, 1, kChannels, 0, 0);
  if (!h) {
    error = "cannot open a network socket";
    return nullptr;
  }
  std::unique_ptr<EnetLink> link(new EnetLink(h));
  link->server_ = enet_host_connect(h, &a, kChannels, kProtocolVersion);
  if (!link->server_) {
    error = "cannot connect to " + address + ":" + std::to_string(port);
    return nullptr;
  }
  set_timeouts(link->server_);
  return link;
}

EnetLink::~EnetLink() {
  if (host_) {
    // Say goodbye to whoever is still connected, so they need not wait for a timeout.
    for (size_t i = 0; i < host_->peerCount; ++i)
      if (host_->peers[i].state == ENET_PEER_STATE_CONNECTED)
        enet_peer_disconnect_now(&host_->peers[i], 0);
    enet_host_flush(host_);
    enet_host_destroy(host_);
  }
}

EnetLink::Event EnetLink::service(uint32_t timeout_ms) {
  Event out;
  ENetEvent e{};
  if (enet_host_service(host_, &e, timeout_ms) <= 0) return out;
  out.peer = e.peer;
  switch (e.type) {
    case ENET_EVENT_TYPE_CONNECT:
      set_timeouts(e.peer);
      out.kind = Event::kConnect;
      break;
    case ENET_EVENT_TYPE_DISCONNECT:
      out.kind = Event::kDisconnect;
      break;
    case ENET_EVENT_TYPE_RECEIVE:
      out.kind = Event::kReceive;
      out.channel = e.channelID;
      out.data.assign(e.packet->data, e.packet->data + e.packet->dataLength);
      enet_packet_destroy(e.packet);
      break;
    case ENET_EVENT_TYPE_NONE:
      break;
  }
  return out;
}

void EnetLink::send(ENetPeer* peer, const wire::Envelope& message) {
  using E = wire::Envelope;
  const bool unsequenced = message.body_case() == E::kInputs || message.body_case() == E::kPing ||
                           message.body_case() == E::kPong;
  send_bytes(peer, unsequenced ? kUnsequenced : kReliable, encode(message));
}

void EnetLink::send_bytes(ENetPeer* peer, uint8_t channel, const std::vector<uint8_t>& bytes) {
  if (!peer || peer->state != ENET_PEER_STATE_CONNECTED || channel >= kChannels) return;
  ENetPacket* p = enet_packet_create(
      bytes.data(), bytes.size(),
      channel == kUnsequenced ? ENET_PACKET_FLAG_UNSEQUENCED : ENET_PACKET_FLAG_RELIABLE);
  if (enet_peer_send(peer, channel, p) != 0) enet_packet_destroy(p);
}

void EnetLink::flush() {
  enet_host_flush(host_);
}

void EnetLink::disconnect_later(ENetPeer* peer) {
  enet_peer_disconnect_later(peer, 0);
}

void EnetLink::disconnect_now(ENetPeer* peer) {
  enet_peer_disconnect_now(peer, 0);
}

uint16_t EnetLink::port() const {
  return host_->address.port;
}

uint64_t EnetLink::bytes_sent() const {
  return host_->totalSentData;
}
uint64_t EnetLink::bytes_received() const {
  return host_->totalReceivedData;
}

uint32_t round_trip_ms(const ENetPeer* peer) {
  return peer ? peer->roundTripTime : 0;
}

double packet_loss(const ENetPeer* peer) {
  return peer ? double(peer->packetLoss) / double(ENET_PEER_PACKET_LOSS_SCALE) : 0.0;
}

}  // namespace unpod::net
