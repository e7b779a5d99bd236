-- Slice updates and strided slices.
-- ==
-- input { 8i64 } output { [0i64, 0i64, 0i64, 3i64, 4i64, 5i64, 6i64, 7i64] [1i64, 3i64, 5i64, 7i64] [7i64, 5i64, 3i64, 1i64] [[0i64, 1i64], [4i64, 5i64]] }

def main (n: i64) =
  let xs = iota n
  let ys = copy xs with [0:3] = replicate 3 0
  let odds = xs[1::2]
  let rodds = xs[n-1:0:-2]
  let m = unflatten (iota 16 :> [4 * 4]i64)
  in (ys, odds, rodds, m[:2:1, :2])
