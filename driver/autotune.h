// `runic autotune PROG.fut`: measures the best few derivations of each SegOp
// on the real device, with the program's benchmark datasets, and writes a
// tuning file (issue 5; ICFP'15 section 6 ranks derivations by a model,
// this step checks the model's top choices by running them).
//
// The program is compiled once more per trial with `Tuning::variants` = K
// derivation variants per SegOp (backend/backend.h); a variant is chosen at
// run time by the generated program's `--tuning FILE`.  Coordinate descent:
// starting from the cost model's choices, each SegOp's other variants are
// tried in turn, and one is kept when it makes the program at least 2%
// faster (geometric mean over the datasets of `runic bench`'s means).
//
// The tuning file, PROG.fut.tuning, holds `NAME=VARIANT` lines with comments
// naming each choice and its time.  `runic PROG.fut` and `runic bench`
// compile PROG.fut with the derivations it names when it exists; generated
// programs also read one at run time with `--tuning FILE` when compiled
// with `--variants K`.
#pragma once

#include <map>
#include <string>

#include "driver/bench.h"

namespace runic {

struct AutotuneOptions {
  BenchOptions bench;      // datasets, device, budget per dataset
  int variants = 3;        // derivations tried per SegOp
  std::string out_file;    // default: PROG.fut.tuning
};

// Returns 0 on success, 1 if the program could not be benchmarked.
int autotune(const std::string& prog, const AutotuneOptions& opts);

// Reads NAME=VALUE lines ('#' comments); throws std::runtime_error with the
// file and line on a malformed line.  `profile` (if not null) gets the
// device profile named by a `# profile: NAME` line, or "".
std::map<std::string, int> read_tuning_file(const std::string& path, std::string* profile = nullptr);

// The derivation choices of PROG.fut.tuning for `profile`, if that file
// exists and was written for the same profile (a note on stderr otherwise).
std::map<std::string, int> tuning_for(const std::string& prog, const std::string& profile, bool verbose);

}  // namespace runic
