-- Rule 1 also when the function is a component of the bound value.
-- ==
-- error: Let-bound expression of higher-order type .* contains consumption
entry main (xs: *[]i32) =
  let (g, n) = (let ys = xs with [1] = 2 in (\(i: i64) -> ys[i] + 1, length ys))
  in g n
