-- A loop result component that holds the other parameter's value in some
-- iteration aliases that parameter's initial value too (the reference's
-- "Alias Analysis": a loop's aliases are computed to a fixed point), so
-- consuming one result and then using the other array is an error.
-- ==
-- error: consumed

def main (n: i64) =
  let a = replicate n 1i32
  let b = replicate n 2i32
  let (x, y) = loop (x, y) = (a, b) for _i < 3 do (y, x)
  let x[0] = 9
  in (x, a)
