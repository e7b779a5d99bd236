-- `let [n] (ys: [n]t) = ...` names the existential size of a filter, which
-- then types later arrays.
-- ==
-- input { [1, -2, 3, -4, 5] }
-- output { 3i64 [2, 6, 10] [0i64, 1i64, 2i64] }

entry main (xs: []i32) =
  let [n] (ys: [n]i32) = filter (> 0) xs
  let zs : [n]i32 = map (* 2) ys
  let is : [n]i64 = iota n
  in (n, zs, is)
