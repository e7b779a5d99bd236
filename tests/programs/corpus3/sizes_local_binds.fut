-- Local functions with size parameters, lambdas with sized parameter and return types, sized loop parameters, let [a][b] on a tuple.
-- ==
-- input { [1i32, 2i32, 3i32] }
-- output { [3i32, 4i32, 5i32] 2i64 2i64 [2i32, 4i32, 6i32] 4i64 }

entry main [n] (xs: [n]i32) =
  let f [m] (ys: [m]i32) : [m]i32 = map (* 2) ys
  let g = \(ys: [n]i32) : [n]i32 -> map (+ 1) ys
  let h = loop (acc: [n]i32) = xs for _i < 2 do g acc
  let [a][b] (p: [a]i32, q: [b]i32) = (filter (> 1) xs, filter (< 3) xs)
  let ys : [n]i32 = f xs
  let zs = f (p ++ q)
  in (h, a, b, ys, length zs)
