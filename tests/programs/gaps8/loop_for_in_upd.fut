-- `loop` over an array's elements with a uniquely typed accumulator.
-- ==
-- input { [2i64, 0, 2] } output { [1, 0, 2] }
entry main (is: []i64) =
  loop (acc: *[3]i32) = replicate 3 0 for i in is do acc with [i] = acc[i] + 1
