-- | The inclusive scan returned beside its exclusive form, and a shorter
-- prefix `[0] ++ s[:k]` (k below the length).
-- ==
-- input { [1i32, 2i32, 3i32, 4i32] 2i64 }
-- output { [1i32, 3i32, 6i32, 10i32] [0i32, 1i32, 3i32, 6i32] [0i32, 1i32, 3i32] }
-- input { [1i32, 2i32] 3i64 } error: out of bounds
-- random input { [2000]i32 1500i64 } auto output
def main [n] (xs: [n]i32) (k: i64) =
  let s = scan (+) 0 xs
  in (s, sized n ([0] ++ init s), [0] ++ s[:k])
