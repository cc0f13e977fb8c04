// unpod_lossy_relay: a bad network between one machine and the host, for tests and benches only.
// It listens on 127.0.0.1, forwards every datagram from the first machine that sends to it to
// the host at 127.0.0.1:--to-port, and the host's answers back, each way delayed by --delay-ms ±
// --jitter-ms (which reorders them), --loss of them lost and --dup of them sent twice, from a
// seeded generator. Loopback only: it sends nowhere else. It stops by itself after --seconds, on
// or SIGTERM, and prints what it did as one JSON line on stderr.
//   unpod_lossy_relay --to-port P [--listen-port 0] [--delay-ms 60] [--jitter-ms 15]
//                     [--loss 0.03] [--dup 0.01] [--seed 1] [--seconds 300]
// The first line on stdout is the port it listens on.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <random>
#include <string>
#include <vector>

namespace {

std::atomic<bool> g_stop{false};
void on_signal(int) {
  g_stop = true;
}

using Clock = std::chrono::steady_clock;

struct Datagram {
  bool to_host = true;
  std::vector<uint8_t> bytes;
};

sockaddr_in loopback(uint16_t port) {
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  a.sin_port = htons(port);
  return a;
}

int udp_on_loopback(uint16_t port) {
  const int s = socket(AF_INET, SOCK_DGRAM, 0);
  if (s < 0) return -1;
  const sockaddr_in a = loopback(port);
  if (bind(s, reinterpret_cast<const sockaddr*>(&a), sizeof a) != 0) {
    close(s);
    return -1;
  }
  return s;
}

uint16_t port_of(int s) {
  sockaddr_in a{};
  socklen_t n = sizeof a;
  getsockname(s, reinterpret_cast<sockaddr*>(&a), &n);
  return ntohs(a.sin_port);
}

struct Way {
  uint64_t got = 0, lost = 0, doubled = 0, sent = 0;
};

}  // namespace

int main(int argc, char** argv) {
  uint16_t listen_port = 0, to_port = 0;
  double delay = 60, jitter = 15, loss = 0.03, dup = 0.01, seconds = 300;
  uint32_t seed = 1;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    const char* v = argv[i + 1];
    if (a == "--listen-port")
      listen_port = uint16_t(std::atoi(v));
    else if (a == "--to-port")
      to_port = uint16_t(std::atoi(v));
    else if (a == "--delay-ms")
      delay = std::atof(v);
    else if (a == "--jitter-ms")
      jitter = std::atof(v);
    else if (a == "--loss")
      loss = std::atof(v);
    else if (a == "--dup")
      dup = std::atof(v);
    else if (a == "--seed")
      seed = uint32_t(std::atoll(v));
    else if (a == "--seconds")
      seconds = std::atof(v);
    else {
      std::fprintf(stderr, "unpod_lossy_relay: unknown option %s\n", a.c_str());
      return 2;
    }
  }
  if (to_port == 0 || seconds <= 0 || seconds > 3600) {
    std::fprintf(stderr, "unpod_lossy_relay: --to-port P is required (and --seconds 0..3600)\n");
    return 2;
  }
  const int machine_side = udp_on_loopback(listen_port);
  const int host_side = udp_on_loopback(0);
  if (machine_side < 0 || host_side < 0) {
    std::perror("unpod_lossy_relay: socket");
    return 1;
  }
  std::printf("%u\n", port_of(machine_side));
  std::fflush(stdout);
  std::signal(SIGTERM, on_signal);
  std::signal(SIGINT, on_signal);

  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  const sockaddr_in host = loopback(to_port);
  sockaddr_in machine{};
  bool machine_known = false;
  std::multimap<Clock::time_point, Datagram> due;
  Way up, down;
  const auto end = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                      std::chrono::duration<double>(seconds));
  std::vector<uint8_t> buf(65536);

  auto schedule = [&](bool to_host, const uint8_t* data, size_t n) {
    Way& w = to_host ? up : down;
    ++w.got;
    if (unit(rng) < loss) {
      ++w.lost;
      return;
    }
    const int copies = unit(rng) < dup ? 2 : 1;
    if (copies == 2) ++w.doubled;
    for (int c = 0; c < copies; ++c) {
      const double ms = std::max(0.0, delay + (unit(rng) * 2 - 1) * jitter);
      due.emplace(Clock::now() + std::chrono::microseconds(int64_t(ms * 1000)),
                  Datagram{to_host, std::vector<uint8_t>(data, data + n)});
    }
  };

  while (!g_stop && Clock::now() < end) {
    pollfd fds[2] = {{machine_side, POLLIN, 0}, {host_side, POLLIN, 0}};
    if (poll(fds, 2, due.empty() ? 5 : 1) < 0 && errno != EINTR) break;
    if (fds[0].revents & POLLIN) {
      sockaddr_in from{};
      socklen_t n = sizeof from;
      const ssize_t got =
          recvfrom(machine_side, buf.data(), buf.size(), 0, reinterpret_cast<sockaddr*>(&from), &n);
      // Only a machine on this computer, and only the first one.
      if (got >= 0 && from.sin_addr.s_addr == htonl(INADDR_LOOPBACK) &&
          (!machine_known || (from.sin_port == machine.sin_port))) {
        machine = from;
        machine_known = true;
        schedule(true, buf.data(), size_t(got));
      }
    }
    if (fds[1].revents & POLLIN) {
      const ssize_t got = recv(host_side, buf.data(), buf.size(), 0);
      if (got >= 0 && machine_known) schedule(false, buf.data(), size_t(got));
    }
    const auto now = Clock::now();
    while (!due.empty() && due.begin()->first <= now) {
      const Datagram& d = due.begin()->second;
      if (d.to_host) {
        sendto(host_side, d.bytes.data(), d.bytes.size(), 0,
               reinterpret_cast<const sockaddr*>(&host), sizeof host);
        ++up.sent;
      } else {
        sendto(machine_side, d.bytes.data(), d.bytes.size(), 0,
               reinterpret_cast<const sockaddr*>(&machine), sizeof machine);
        ++down.sent;
      }
      due.erase(due.begin());
    }
  }
  std::fprintf(stderr,
               "{\"up\":{\"got\":%llu,\"lost\":%llu,\"doubled\":%llu,\"sent\":%llu},"
               "\"down\":{\"got\":%llu,\"lost\":%llu,\"doubled\":%llu,\"sent\":%llu}}\n",
               (unsigned long long)up.got, (unsigned long long)up.lost,
               (unsigned long long)up.doubled, (unsigned long long)up.sent,
               (unsigned long long)down.got, (unsigned long long)down.lost,
               (unsigned long long)down.doubled, (unsigned long long)down.sent);
  close(machine_side);
  close(host_side);
  return 0;
}
