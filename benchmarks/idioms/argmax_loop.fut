-- | The largest element and its first index, by a sequential `loop` over
-- the indices (the imperative spelling of argmax).
-- ==
-- random input { [10007]f32 } auto output
-- input { [3f32, 7f32, 7f32, -1f32] } output { 7f32 1i64 }
-- input { empty([0]f32) } output { -f32.inf -1i64 }
def main [n] (xs: [n]f32) : (f32, i64) =
  loop (best, bi) = (-f32.inf, -1) for i < n do
    if xs[i] > best then (xs[i], i) else (best, bi)
