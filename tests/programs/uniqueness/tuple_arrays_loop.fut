-- A loop over a tuple of arrays, both updated in place.
-- ==
-- input { [1, 2, 3] } output { [2, 4, 6] [1, 4, 9] }
entry main [n] (xs: [n]i32) =
  loop (d, s) = (copy xs, copy xs) for i < n do
    let d[i] = d[i] * 2
    let s[i] = s[i] * xs[i]
    in (d, s)
