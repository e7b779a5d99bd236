-- The segmented-operations package.
-- ==
-- input { [2i64, 3i64, 1i64] }
-- output { [0i64, 0i64, 1i64, 1i64, 1i64, 2i64] [0i64, 1i64, 0i64, 1i64, 2i64, 0i64]
--          [1, 3, 3, 7, 12, 6] [3, 12, 6] [0i64, 1i64, 0i64, 1i64, 2i64, 0i64] }

import "lib/github.com/acme/segmented/segmented"

def main (reps: []i64) =
  let ri = replicated_iota reps
  let flags = map2 (!=) ri (rotate (-1) ri)
  let si = segmented_iota flags
  let vals = map (\(i, _) -> i32.i64 i + 1) (zip (indices ri) ri)
  let ss = segmented_scan (+) 0 flags vals
  let sr = segmented_reduce (+) 0 flags vals
  let ex = expand (\x -> x) (\_ j -> j) reps
  in (ri, si, ss, sr, ex)
