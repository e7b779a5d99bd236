-- A size that only a function type names cannot be read from the value.
-- ==
-- error: Size `n` unused in pattern

entry main (x: i32) =
  let [n] (f: [n]i32 -> i32) = \(ys: [3]i32) -> ys[0] + x
  in n
