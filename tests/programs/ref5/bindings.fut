-- let with type ascriptions, shadowing, tuple and record patterns,
-- wildcards, `let a[i] = v`, `let r.f = v`, and `let` without `in`.
-- ==
-- entry: lets
-- input { 5 }
-- output { 6i8 7 3 25 }
-- entry: pats
-- input { 1 2 }
-- output { 3 1 2 4 }
-- entry: sugar
-- input { [1, 2, 3] }
-- output { [1, 5, 3] [0, 0, 3] 7 2 }
-- entry: sizes
-- input { [1, 2, 3, 4] }
-- output { 2i64 [2, 4] }

entry lets (x: i32) =
  let a: i8 = 5
  let a = a + 1
  let x = x + 1
  let x = x + 1
  let (_, b) = (x, 3)
  let sq (y: i32) : i32 = y * y
  in (a, x, b, sq 5)
entry pats (a: i32) (b: i32) =
  let {x, y = z} = {x = a + b, y = a}
  let ((p: i32, _), q) = ((b, 0), a * 4)
  in (x, z, p, q)
entry sugar (xs: *[]i32) =
  let ys = copy xs
  let xs[1] = 5
  let ys[0:2] = [0, 0]
  let r = {f = 1, g = {h = 2}}
  let r.f = 7
  let r.g.h = r.g.h
  in (xs, ys, r.f, r.g.h)
entry sizes (xs: []i32) =
  let [m] (evens: [m]i32) = filter (\x -> x % 2 == 0) xs
  in (m, evens)
