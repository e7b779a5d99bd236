// A pooling global `operator new` for small objects (issue 15: front-end
// compile time).
//
// Why.  The front end allocates and frees millions of small objects: AST
// nodes, type nodes and their shared_ptr control blocks, the typed AST's
// hash-map nodes, short strings.  Profiles of `runic check` spend a quarter
// of their time in glibc's malloc and free (bin management, consolidation,
// heap growth), none of it above 3% in any one function of the compiler.
// This allocator serves requests of up to kMaxSmall bytes (1024: parse-tree
// nodes and vectors of a few hundred bytes too; 4096 measured the same)
// from size-classed free lists; everything else goes to malloc.
//
// How.  Small blocks come from one reserved range of address space
// (kRegionBytes, MAP_NORESERVE: pages are only committed when first
// touched; advised for transparent huge pages, which cut the page faults
// of a 500-line program's `runic check` from 3,620 to about 620), cut into
// kChunkBytes chunks, each holding blocks of a single
// size class (multiples of 16 bytes, so every block keeps the 16-byte
// alignment that `operator new` promises).  A chunk's class is recorded in a
// table indexed by chunk number, so `operator delete` finds a block's class
// from its address alone (the unsized delete needs no header) and sends
// every pointer outside the range to `free`.  Each thread keeps a free list
// per class; a list that grows past kMaxCached blocks hands a batch to a
// global list (under a mutex), and an empty list takes a batch from there
// before it cuts a new chunk, so blocks freed by one thread are reused by
// others.  A thread's lists go to the global lists when it ends.  Memory is
// never returned to the system: the compiler's peak is what it keeps.
//
// Off: when the range cannot be reserved, when RUNIC_NO_POOL is set in the
// environment (for valgrind), and in sanitizer builds (CMakeLists.txt does
// not compile this file there), every request goes to malloc.
#include <sys/mman.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <mutex>
#include <new>

namespace {

constexpr size_t kGrain = 16;
constexpr size_t kMaxSmall = 1024;
constexpr size_t kClasses = kMaxSmall / kGrain;  // class c holds (c + 1) * 16 bytes
constexpr size_t kChunkBytes = size_t{64} << 10;
constexpr size_t kRegionBytes = size_t{32} << 30;
constexpr size_t kChunks = kRegionBytes / kChunkBytes;
constexpr uint32_t kMaxCached = 2048;  // blocks per class and thread
constexpr uint32_t kBatch = kMaxCached / 2;

// A free block (every block has room for two pointers).
struct Block {
  Block* next;        // the next block of a list
  Block* next_batch;  // in the first block of a batch in the global list
};

// Constant-initialised, so usable before any static constructor runs.
std::atomic<char*> g_base{nullptr};
std::atomic<int> g_state{0};  // 0: not set up, 1: on, 2: off (malloc only)
std::atomic<size_t> g_next_chunk{0};
uint8_t* g_chunk_class = nullptr;  // kChunks entries, in the reserved range's tail
std::mutex g_mutex;
Block* g_batches[kClasses] = {};

char* region() {
  int s = g_state.load(std::memory_order_acquire);
  if (s == 1) return g_base.load(std::memory_order_relaxed);
  if (s == 2) return nullptr;
  std::lock_guard<std::mutex> lock(g_mutex);
  s = g_state.load(std::memory_order_acquire);
  if (s == 0) {
    void* p = MAP_FAILED;
    if (std::getenv("RUNIC_NO_POOL") == nullptr)
      p = mmap(nullptr, kRegionBytes + kChunks, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
               -1, 0);
    if (p == MAP_FAILED) {
      g_state.store(2, std::memory_order_release);
      return nullptr;
    }
#ifdef MADV_HUGEPAGE
    madvise(p, kRegionBytes, MADV_HUGEPAGE);
#endif
    g_base.store(static_cast<char*>(p), std::memory_order_relaxed);
    g_chunk_class = static_cast<uint8_t*>(p) + kRegionBytes;
    g_state.store(1, std::memory_order_release);
  }
  return g_state.load(std::memory_order_relaxed) == 1 ? g_base.load(std::memory_order_relaxed) : nullptr;
}

// The calling thread's free lists.  Trivially destructible, so it stays
// usable while other thread-local destructors run; `Flusher` empties it at
// thread exit and marks it dead, after which frees go to the global lists.
struct Cache {
  Block* head[kClasses];
  uint32_t count[kClasses];
  bool dead;
};
thread_local Cache t_cache{};

void push_batch(size_t c, Block* first) {
  std::lock_guard<std::mutex> lock(g_mutex);
  first->next_batch = g_batches[c];
  g_batches[c] = first;
}

struct Flusher {
  bool armed = false;
  ~Flusher() {
    for (size_t c = 0; c < kClasses; ++c) {
      if (t_cache.head[c]) push_batch(c, t_cache.head[c]);
      t_cache.head[c] = nullptr;
      t_cache.count[c] = 0;
    }
    t_cache.dead = true;
  }
};
thread_local Flusher t_flusher;

// Refills the thread's empty list of class `c`: a batch from the global
// list, or a new chunk.  False when the range is used up.
bool refill(size_t c, char* base) {
  t_flusher.armed = true;  // registers the thread's flusher (every thread refills first)
  Block* b = nullptr;
  {
    std::lock_guard<std::mutex> lock(g_mutex);
    if ((b = g_batches[c]) != nullptr) g_batches[c] = b->next_batch;
  }
  if (b != nullptr) {
    uint32_t n = 0;
    for (Block* x = b; x != nullptr; x = x->next) ++n;
    t_cache.head[c] = b;
    t_cache.count[c] = n;
    return true;
  }
  size_t chunk = g_next_chunk.fetch_add(1, std::memory_order_relaxed);
  if (chunk >= kChunks) return false;
  g_chunk_class[chunk] = static_cast<uint8_t>(c);
  size_t size = (c + 1) * kGrain;
  char* start = base + chunk * kChunkBytes;
  size_t n = kChunkBytes / size;
  for (size_t i = 0; i + 1 < n; ++i)
    reinterpret_cast<Block*>(start + i * size)->next = reinterpret_cast<Block*>(start + (i + 1) * size);
  reinterpret_cast<Block*>(start + (n - 1) * size)->next = nullptr;
  t_cache.head[c] = reinterpret_cast<Block*>(start);
  t_cache.count[c] = static_cast<uint32_t>(n);
  return true;
}

void* allocate(size_t n) {
  if (n <= kMaxSmall && !t_cache.dead) {
    if (char* base = region()) {
      size_t c = n == 0 ? 0 : (n - 1) / kGrain;
      if (t_cache.head[c] != nullptr || refill(c, base)) {
        Block* b = t_cache.head[c];
        t_cache.head[c] = b->next;
        --t_cache.count[c];
        return b;
      }
    }
  }
  for (;;) {
    if (void* p = std::malloc(n == 0 ? 1 : n)) return p;
    std::new_handler h = std::get_new_handler();
    if (!h) throw std::bad_alloc();
    h();
  }
}

void release(void* p) noexcept {
  if (!p) return;
  auto base = reinterpret_cast<uintptr_t>(g_base.load(std::memory_order_relaxed));
  size_t off = reinterpret_cast<uintptr_t>(p) - base;  // wraps around below the range
  if (base == 0 || off >= kRegionBytes) {
    std::free(p);
    return;
  }
  size_t c = g_chunk_class[off / kChunkBytes];
  Block* b = static_cast<Block*>(p);
  if (t_cache.dead) {
    b->next = nullptr;
    push_batch(c, b);
    return;
  }
  b->next = t_cache.head[c];
  t_cache.head[c] = b;
  uint32_t n = ++t_cache.count[c];
  if (n == 1) t_flusher.armed = true;  // a thread that frees before it allocates
  if (n <= kMaxCached) return;
  // Hand the first kBatch blocks to the global list.
  Block* last = b;
  for (uint32_t i = 1; i < kBatch; ++i) last = last->next;
  t_cache.head[c] = last->next;
  t_cache.count[c] -= kBatch;
  last->next = nullptr;
  push_batch(c, b);
}

}  // namespace

void* operator new(size_t n) { return allocate(n); }
void* operator new[](size_t n) { return allocate(n); }
void* operator new(size_t n, const std::nothrow_t&) noexcept {
  try {
    return allocate(n);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](size_t n, const std::nothrow_t&) noexcept {
  try {
    return allocate(n);
  } catch (...) {
    return nullptr;
  }
}
void operator delete(void* p) noexcept { release(p); }
void operator delete[](void* p) noexcept { release(p); }
void operator delete(void* p, size_t) noexcept { release(p); }
void operator delete[](void* p, size_t) noexcept { release(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { release(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { release(p); }
