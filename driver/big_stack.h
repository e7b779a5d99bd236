// Running the compiler on a thread with a large stack.
//
// The front end is recursive (the parser, the AST printer and the type
// checker each recurse once per level of nesting), so how deeply a program
// may nest depends on the stack.  The main thread's stack is the 8 MiB of
// `ulimit -s`; `BigStackThread` is a std::thread-like thread whose stack is
// kBigStackBytes (1 GiB).  Its pages are reserved, not committed: a thread
// that never recurses deeply costs no memory.  The driver runs `main`'s work
// and every test-runner worker on such a thread; with it, the parser's
// nesting guard (frontend/parser.cpp) allows tens of thousands of levels,
// and beyond that it stops with "nested too deeply" instead of crashing.
#pragma once

#include <pthread.h>

#include <cstring>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

namespace runic {

constexpr size_t kBigStackBytes = size_t(1) << 30;

class BigStackThread {
 public:
  BigStackThread() = default;
  // Starts `f` on a new thread with a stack of `stack_bytes`.  An exception
  // that escapes `f` is kept and rethrown by join().
  explicit BigStackThread(std::function<void()> f, size_t stack_bytes = kBigStackBytes)
      : state_(std::make_unique<State>()) {
    state_->fn = std::move(f);
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    int rc = pthread_attr_setstacksize(&attr, stack_bytes);
    if (rc == 0) rc = pthread_create(&thread_, &attr, &BigStackThread::trampoline, state_.get());
    pthread_attr_destroy(&attr);
    // Where so much address space cannot be reserved (a strict `ulimit -v`
    // or overcommit policy), the thread gets the default stack: deep
    // programs then stop earlier with "nested too deeply".
    if (rc != 0) rc = pthread_create(&thread_, nullptr, &BigStackThread::trampoline, state_.get());
    if (rc != 0)
      throw std::runtime_error(std::string("cannot start a thread: ") + std::strerror(rc));
    joinable_ = true;
  }
  BigStackThread(BigStackThread&& o) noexcept
      : state_(std::move(o.state_)),
        thread_(o.thread_),
        joinable_(std::exchange(o.joinable_, false)) {}
  BigStackThread& operator=(BigStackThread&& o) noexcept {
    if (this != &o) {
      if (joinable_) std::terminate();
      state_ = std::move(o.state_);
      thread_ = o.thread_;
      joinable_ = std::exchange(o.joinable_, false);
    }
    return *this;
  }
  BigStackThread(const BigStackThread&) = delete;
  BigStackThread& operator=(const BigStackThread&) = delete;
  ~BigStackThread() {
    if (joinable_) std::terminate();  // like std::thread: join before destruction
  }

  bool joinable() const { return joinable_; }

  // Waits for the thread; rethrows what escaped its function.
  void join() {
    if (!joinable_) return;
    pthread_join(thread_, nullptr);
    joinable_ = false;
    if (state_->error) std::rethrow_exception(state_->error);
  }

 private:
  struct State {
    std::function<void()> fn;
    std::exception_ptr error;
  };
  static void* trampoline(void* p) {
    auto* s = static_cast<State*>(p);
    try {
      s->fn();
    } catch (...) {
      s->error = std::current_exception();
    }
    return nullptr;
  }

  std::unique_ptr<State> state_;
  pthread_t thread_{};
  bool joinable_ = false;
};

// Runs `f()` on a big-stack thread and returns its result (or rethrows).
template <typename F>
auto run_with_big_stack(F&& f) -> decltype(f()) {
  using R = decltype(f());
  if constexpr (std::is_void_v<R>) {
    BigStackThread t([&] { f(); });
    t.join();
  } else {
    std::optional<R> result;
    BigStackThread t([&] { result.emplace(f()); });
    t.join();
    return std::move(*result);
  }
}

}  // namespace runic
