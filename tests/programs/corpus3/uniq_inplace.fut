-- Uniqueness: consuming parameters, unique results, in-place updates of
-- elements and slices in loops.
-- ==
-- input { 5i64 }
-- output { [0i32, 10i32, 20i32, 30i32, 40i32] [1i32, 1i32, 9i32, 9i32, 1i32] [[0i32, 0i32], [0i32, 7i32]] }

def set_at (xs: *[]i32) (i: i64) (v: i32) : *[]i32 = xs with [i] = v

def fill_slice [n] (xs: *[n]i32) (a: i64) (b: i64) (v: i32) : *[n]i32 =
  let xs[a:b] = replicate (b - a) v
  in xs

entry main (n: i64) =
  let xs = replicate n 0i32
  let xs = loop xs for i < n do set_at xs i (i32.i64 i * 10)
  let ys = fill_slice (replicate n 1) 2 4 9
  let m = replicate 2 (replicate 2 0i32)
  let m[1, 1] = 7
  in (xs, ys, m)
