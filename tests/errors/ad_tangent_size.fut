-- The tangent of an array has the array's size.
-- ==
-- error: Sizes .* do not match
entry main [n] [m] (xs: [n]f64) (ys: [m]f64) = jvp (map (* 2)) xs ys
