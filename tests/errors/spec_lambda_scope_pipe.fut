-- The same through a pipe into an annotated lambda; the local `m` is a
-- value computed from the parameter, not its size.
-- ==
-- error: Sizes ".*" and "m" do not match.*scope violation

entry main (xs: []i32) : i64 =
  xs |> \(ys: []i32) -> let m = length ys + 0 in length (zip ys (iota m))
