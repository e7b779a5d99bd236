-- A range lo..<hi over i64 bounds that are size expressions has size
-- hi - lo, the size of the slice xs[lo:hi]: a blocked loop scatters a
-- window of results into place without a coercion.
-- ==
-- input { 3i64 [5i32, 1i32, 4i32, 2i32, 8i32, 7i32, 6i32] }
-- output { [10i32, 2i32, 8i32, 4i32, 16i32, 14i32, 12i32] 18i64 }
-- input { 10i64 [1i32, 2i32] }
-- output { [2i32, 4i32] 1i64 }
-- input { 2i64 empty([0]i32) }
-- output { empty([0]i32) 0i64 }

def doubled_in_blocks [n] (blk: i64) (xs: [n]i32) : [n]i32 =
  let rounds = (n + blk - 1) / blk
  in loop acc = replicate n 0i32 for r < rounds do
       let lo = r * blk
       let hi = i64.min n (lo + blk)
       let window = map (\i -> xs[i] * 2) (lo..<hi)
       in scatter acc (lo..<hi) window

def main [n] (blk: i64) (xs: [n]i32) =
  let mid = n / 2
  let weights = map2 (\i x -> i * i64.i32 (i32.sgn x)) (mid..<n) xs[mid:n]
  in (doubled_in_blocks blk xs, i64.sum weights)
