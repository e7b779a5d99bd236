-- Language reference, "In-place updates and higher-order functions", rule
-- 1: a `let` whose expression updates an array in place may not bind a
-- function.
-- ==
-- error: Let-bound expression of higher-order type .* contains consumption
entry main (xs: *[]i32) =
  let f = let ys = xs with [0] = 1 in \(i: i64) -> ys[i]
  in f 0
