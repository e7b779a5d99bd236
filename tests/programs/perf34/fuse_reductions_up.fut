-- Horizontal fusion of reductions where something between them uses the
-- first one's result (fusion/fusion.cpp, try_fuse_reductions_upwards):
-- cosine similarity of corresponding rows (benchmarks/idioms/
-- cosine_rows.fut) sums a*b and a*a, takes the square root of the
-- second, then sums b*b; the third sum moves up to the first two, so each
-- row is read once, by one segmented reduction (then a map of the three
-- sums), as batched dot products are.  At host level too: two sums of two
-- arrays with a use of the first between them are one reduction.
-- ==
-- entry: cosine_rows
-- random input { [37][101]f32 [37][101]f32 } auto output
-- compiled random input { [300][2001]f32 [300][2001]f32 } auto output
-- random input { [0][16]f32 [0][16]f32 } auto output
-- input { [[1f32, 0f32], [3f32, 4f32]] [[2f32, 0f32], [4f32, -3f32]] } output { [1f32, 0f32] }

def dot [m] (a: [m]f32) (b: [m]f32) : f32 = f32.sum (map2 (*) a b)

entry cosine_rows [n][m] (as: [n][m]f32) (bs: [n][m]f32) : [n]f32 =
  map2 (\a b -> dot a b / (f32.sqrt (dot a a) * f32.sqrt (dot b b))) as bs

-- ==
-- entry: two_sums
-- random input { [10007]f32 [10007]f32 } auto output
-- compiled random input { [1000003]f32 [1000003]f32 } auto output
-- input { [1f32, 2f32] [3f32, 4f32] } output { 17f32 }
-- structure { SegRed 2 SegMap 1 }

entry two_sums [n] (xs: [n]f32) (ys: [n]f32) : f32 =
  let s = f32.sum xs
  let r = f32.sqrt (s + 6)
  let t = f32.sum (map (* 2) ys)
  in r + t
