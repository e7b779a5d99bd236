-- Record and tuple arguments are not passable from tests; opaque results are fine?
-- ==
-- input { 1 2 } output { 3 }
entry main (a: i32) (b: i32) : i32 = a + b
