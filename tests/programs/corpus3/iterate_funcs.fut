-- iterate, iterate_while, iterate_until, curry, uncurry, flip, const, id.
-- ==
-- input { 3i32 }
-- output { 24i32 16i32 27i32 7i32 -1i32 3i32 3i32 }

entry main (x: i32) =
  let a = iterate 3 (* 2) x
  let b = iterate_while (< 10) (* 2) 1
  let c = iterate_until (> 20) (* 3) 1
  let d = curry (\(p, q) -> p + q) 3 4
  let e = uncurry (-) (2, 3)
  let f = flip const 1 x
  in (a, b, c, d, e, f, id x)
