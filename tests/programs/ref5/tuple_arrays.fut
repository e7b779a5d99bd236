-- Arrays of tuples and records: indexing, slicing, updates, transposes,
-- scatter into them, and tuples containing arrays.
-- ==
-- entry: tups
-- input { [1, 2, 3] [4.0, 5.0, 6.0] }
-- output { 2 5.0 [3, 2] [6.0, 5.0] [1, 9, 3] [4.0, 0.5, 6.0] }
-- entry: tr
-- input { [[1, 2], [3, 4]] }
-- output { [[1, 3], [2, 4]] [[-1, -3], [-2, -4]] }
-- entry: sc
-- input { [0i64, 2i64] }
-- output { [7, 0, 7] [true, false, true] }
-- entry: nested
-- input { [1f32, 2f32] }
-- output { 3f32 [1f32, 2f32] 2i64 }

entry tups [n] (a: [n]i32) (b: [n]f64) =
  let ps = zip a b
  let (x, y) = ps[1]
  let rev = ps[::-1][0:2]
  let upd = copy ps with [1] = (9, 0.5)
  in (x, y, map (.0) rev, map (.1) rev, map (.0) upd, map (.1) upd)
entry tr (a: [][]i32) =
  let t = transpose (map (\r -> zip r (map (\x -> -x) r)) a)
  in (map (map (.0)) t, map (map (.1)) t)
entry sc (is: []i64) =
  let dest = replicate 3 (0, false)
  let (xs, bs) = unzip (scatter dest is (map (\_ -> (7, true)) is))
  in (xs, bs)
entry nested (v: []f32) =
  let r : (f32, []f32, {n: i64}) = (f32.sum v, v, {n = length v})
  in (r.0, r.1, r.2.n)
