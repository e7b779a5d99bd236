-- Histograms whose operators call a recursive function: on OpenCL each
-- becomes a loop on the host (ir/serialise.h); out-of-range indices ignored.
-- ==
-- input { [0i64, 1i64, 0i64, 5i64, 2i64] [3i32, 4i32, 5i32, 6i32, 7i32] }
-- output { [2, 1, 1] [[1, 0, 0], [0, 1, 0], [0, 0, 1]] }
def fib (n: i32) : i32 = if n < 2 then n else fib (n - 1) + fib (n - 2)
def main [n] (is: [n]i64) (vs: [n]i32) =
  let h = reduce_by_index (replicate 3 0) (\a b -> fib (a + b) * 0 + a + b) 0 is (map (\v -> v % 3) vs)
  let r = hist (map2 (\a b -> fib a * 0 + a + b)) (replicate 3 0) 3 (iota 3) (map (\i -> map (\j -> i32.bool (i == j)) (iota 3)) (iota 3))
  in (h, r)
