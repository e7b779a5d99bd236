-- Integer histograms: i32 `+` (atomic_add, several local copies per group),
-- i32 max and u32 xor (compare-and-swap loops), i64 `+` (64-bit
-- compare-and-swap loops).
-- ==
-- compiled random input { 100i64 [200000]i32 } auto output
-- compiled random input { 3000i64 [200000]i32 } auto output
-- compiled random input { 5000i64 [200000]i32 } auto output
-- random input { 1i64 [10]i32 } auto output

def main [n] (k: i64) (xs: [n]i32) : ([k]i32, [k]i32, [k]i64, [k]u32) =
  let is = map (\x -> i64.i32 x % k) xs
  let vs = map (\x -> x % 1000) xs
  in (hist (+) 0 k is vs,
      hist i32.max i32.lowest k is vs,
      hist (+) 0 k is (map i64.i32 vs),
      hist (^) 0 k is (map u32.i32 vs))
