// Replaces the global operator new/delete of the bench executable to count live heap bytes and
// their peak (malloc_usable_size on both sides, so the two always agree).
#include "heap_counter.h"

#include <malloc.h>

#include <atomic>
#include <cstdlib>
#include <new>

namespace {
std::atomic<size_t> g_live{0};
std::atomic<size_t> g_peak{0};

void* count_alloc(void* p) {
  if (!p) throw std::bad_alloc();
  const size_t now = g_live.fetch_add(malloc_usable_size(p)) + malloc_usable_size(p);
  size_t peak = g_peak.load();
  while (now > peak && !g_peak.compare_exchange_weak(peak, now)) {
  }
  return p;
}

void count_free(void* p) {
  if (!p) return;
  g_live.fetch_sub(malloc_usable_size(p));
  std::free(p);
}

void* aligned(std::size_t size, std::align_val_t al) {
  const size_t a = static_cast<size_t>(al);
  return std::aligned_alloc(a, (size + a - 1) / a * a);
}
}  // namespace

namespace unpod::bench {
size_t heap_live_bytes() {
  return g_live.load();
}
size_t heap_peak_bytes() {
  return g_peak.load();
}
void heap_reset_peak() {
  g_peak.store(g_live.load());
}
}  // namespace unpod::bench

void* operator new(std::size_t size) {
  return count_alloc(std::malloc(size ? size : 1));
}
void* operator new[](std::size_t size) {
  return count_alloc(std::malloc(size ? size : 1));
}
void* operator new(std::size_t size, std::align_val_t al) {
  return count_alloc(aligned(size, al));
}
void* operator new[](std::size_t size, std::align_val_t al) {
  return count_alloc(aligned(size, al));
}
void operator delete(void* p) noexcept {
  count_free(p);
}
void operator delete[](void* p) noexcept {
  count_free(p);
}
void operator delete(void* p, std::size_t) noexcept {
  count_free(p);
}
void operator delete[](void* p, std::size_t) noexcept {
  count_free(p);
}
void operator delete(void* p, std::align_val_t) noexcept {
  count_free(p);
}
void operator delete[](void* p, std::align_val_t) noexcept {
  count_free(p);
}
void operator delete(void* p, std::size_t, std::align_val_t) noexcept {
  count_free(p);
}
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept {
  count_free(p);
}
