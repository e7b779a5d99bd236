-- Error index: loop-variant-escape (a loop parameter's size would have
-- to relate to a size bound outside the loop).
-- ==
-- error: Loop-variant size has escaped

def grow [d] (a: [d]f64) (b: [d + 1]f64) : [d + 1]f64 =
  b

def f_pass [n] (a: [n]f64) (b: []f64) =
  loop a' = a for i < 1 do
    grow a' b
