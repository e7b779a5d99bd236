-- Unsuffixed float values in the test block.
-- ==
-- input { 2 } output { 4.0 }
entry main (x: i32) : f64 = f64.i32 x * 2
