-- `let [n][m] (a: [n][m]t) = e` binds sizes of inner dimensions too, also
-- when the array is empty; sizes bound this way are ordinary i64 values.
-- ==
-- input { [1i32, 2i32, 3i32, 4i32, 5i32, 6i32] 2i64 3i64 }
-- output { 2i64 3i64 1i64 6i64 }
-- input { empty([0]i32) 0i64 4i64 }
-- output { 0i64 4i64 1i64 0i64 }

entry main (xs: []i32) (a: i64) (b: i64) =
  let [n][m] (mat: [n][m]i32) = unflatten (xs :> [a * b]i32)
  let [p][q][r] (_cube: [p][q][r]i32) = unflatten_3d (xs :> [1 * a * b]i32)
  in (n, m, p, q * r)
