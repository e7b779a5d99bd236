-- Nested tuples, projections of projections, tuple patterns with
-- wildcards, functions on tuples of arrays.
-- ==
-- input { [1i32, 2i32, 3i32] }
-- output { 3i32 1i32 2i32 3i32 [2i32, 4i32, 6i32] 6i32 true 1.5f64 122i32 }

def swap_inner ((a, b), c) = ((b, a), c)

def split_sum [n] (p: ([n]i32, [n]i32)) : [n]i32 = map2 (+) p.0 p.1

entry main (xs: []i32) =
  let t = ((2i32, 1i32), 3i32)
  let ((_, y), z) = swap_inner t
  let q = (y + 2, swap_inner t)
  let (_, _, c) = (1i32, 2i32, xs[2] * 2)
  in let ((p0, p1), p2) = swap_inner t
  in (q.1.1, p0, p1, p2, split_sum (xs, xs), c, true, 1.5, 'z')
