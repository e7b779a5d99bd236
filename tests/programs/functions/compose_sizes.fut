-- Compositions whose intermediate sizes are known where they are written
-- (an existential bound earlier, sizes of the argument): accepted, unlike
-- `filter p >-> length` (tests/errors/idx_existential_param_ret.fut).
-- ==
-- input { [1, -2, 3] } output { 2i64 5 2i64 3i64 }
-- input { empty([0]i32) } output { 0i64 0 0i64 0i64 }
def main (xs: []i32) =
  let ys = filter (>0) xs
  let a = ((\_ -> ys) >-> length) 0
  let b = (map (+1) >-> i32.sum) xs
  let c = xs |> filter (>0) |> length
  let d = (length <-< map (*2)) xs
  in (a, b, c, d)
