// Fuzz target: the value reader that generated programs, `runic run` and the
// test runner share (runtime/values.c).  The first input byte picks a mode:
//   even: read values of any type until the input ends or an error (the
//         reader of `runic dataset`-style streams and of test blocks);
//   odd:  read one value of a fixed type and rank taken from the byte (the
//         reader of an entry point's arguments), then print it.
// Malformed input must give an error message; crashes, sanitizer reports,
// hangs and huge allocations are defects.  Built by -DRUNIC_FUZZ=ON (clang,
// libFuzzer) and, as a corpus replayer, in every build (fuzz/replay_main.cpp).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>

#include "runtime/runtime.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  uint8_t mode = data[0];
  rn_reader* r = rn_reader_mem(reinterpret_cast<const char*>(data + 1), size - 1);
  if (r == nullptr) return 0;
  char err[512];
  if (mode % 2 == 0) {
    for (int k = 0; k < 64; ++k) {
      if (rn_reader_at_end(r)) break;
      rn_value v;
      if (rn_read_any_value(r, &v, err, sizeof err) != 0) {
        if (err[0] == 0) abort();  // an error must say what is wrong
        break;
      }
      char* s = rn_value_to_string(&v);
      free(s);
      rn_value_free(&v);
    }
  } else {
    rn_prim t = static_cast<rn_prim>((mode >> 1) % 12 /* the primitive types of runtime.h */);
    int rank = (mode >> 5) % 4;
    rn_value v;
    if (rn_read_value(r, t, rank, &v, err, sizeof err) == 0) {
      if (v.type != t || v.rank != rank) abort();  // the reader returned another type
      char* s = rn_value_to_string(&v);
      free(s);
      rn_value_free(&v);
    } else if (err[0] == 0) {
      abort();
    }
  }
  rn_reader_free(r);
  return 0;
}
