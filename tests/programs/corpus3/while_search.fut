-- While loops with compound conditions: binary search and a
-- Newton iteration.
-- ==
-- input { [1i32, 3i32, 5i32, 7i32, 9i32, 11i32] 7i32 }
-- output { 3i64 -1i64 1.4142135f32 }

def bsearch [n] (xs: [n]i32) (x: i32) : i64 =
  let (lo, hi) = loop (lo, hi) = (0, n) while lo < hi do
                   let mid = (lo + hi) / 2
                   in if xs[mid] < x then (mid + 1, hi) else (lo, mid)
  in if lo < n && xs[lo] == x then lo else -1

def newton_sqrt (a: f32) : f32 =
  let (x, _) = loop (x, i) = (a, 0) while i < 20 && f32.abs (x * x - a) > 1e-7 do
                 ((x + a / x) / 2, i + 1)
  in x

entry main (xs: []i32) (x: i32) = (bsearch xs x, bsearch xs 4, newton_sqrt 2)
