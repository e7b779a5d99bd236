-- A strided and a reversed slice as update targets.
-- ==
-- input { [0, 0, 0, 0, 0, 0] } output { [1, 0, 2, 0, 3, 0] [0, 0, 0, 0, 0, 0] }
entry main (a: *[]i32) =
  let b = copy a
  let b = b with [::2] = [1, 2, 3]
  let c = copy a with [::-1] = replicate 6 0
  in (b, c)
