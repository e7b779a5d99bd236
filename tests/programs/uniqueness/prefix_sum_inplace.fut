-- Prefix sums in place, starting from a unique parameter.
-- ==
-- input { [1, 2, 3, 4] } output { [1, 3, 6, 10] }
entry main [n] (xs: *[n]i32) =
  loop xs for i in 1..<n do
    let xs[i] = xs[i] + xs[i - 1]
    in xs
