-- scan and reduce with tuple operators and non-trivial neutral elements,
-- exscan, reduce_comm, segmented sums done by hand.
-- ==
-- input { [3i32, 1i32, 4i32, 1i32, 5i32] }
-- output { [3i32, 4i32, 8i32, 9i32, 14i32] [0i32, 3i32, 4i32, 8i32, 9i32] 5i32 4i64 1i32 1i64 60i32 [3i32, 3i32, 4i32, 4i32, 5i32] }

def argmax (a: (i32, i64)) (b: (i32, i64)) : (i32, i64) =
  if a.0 > b.0 || (a.0 == b.0 && a.1 < b.1) then a else b

def argmin (a: (i32, i64)) (b: (i32, i64)) : (i32, i64) =
  if a.0 < b.0 || (a.0 == b.0 && a.1 < b.1) then a else b

entry main [n] (xs: [n]i32) =
  let s = scan (+) 0 xs
  let e = exscan (+) 0 xs
  let am = reduce argmax (i32.lowest, -1) (zip xs (iota n))
  let an = reduce_comm argmin (i32.highest, -1) (zip xs (iota n))
  let p = reduce (*) 1 xs
  let mx = scan i32.max i32.lowest xs
  in (s, e, am.0, am.1, an.0, an.1, p, mx)
