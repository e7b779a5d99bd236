-- Inputs and expected outputs read from files, in the text format, the
-- binary format and both mixed in one file; also empty arrays in binary.
-- ==
-- input @ data/values_text.in output @ data/values.out
-- input @ data/values_binary.in output @ data/values.out
-- input @ data/values_mixed.in output { 1i64 18446744073709551615u64 [true, true] [-3i16, 3i16, -32765i16] }
-- input @ data/values_empty.in output { 0i64 0u64 empty([0]bool) [0i16] }

def main [n][k] (xs: []f32) (us: []u64) (bs: [n][n]bool) (m: [k][n + 1]i16) =
  let nans = length (filter f32.isnan xs)
  let big = reduce u64.max 0 us
  let diag = map (\i -> bs[i, i]) (iota n)
  let cols = reduce (map2 (+)) (replicate (n + 1) 0) m
  in (nans, big, diag, cols)
