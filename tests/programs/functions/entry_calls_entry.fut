-- An entry point may be called like a def from another one.
-- ==
-- entry: b
-- input { 2 } output { 5 }
entry a (x: i32) = x * 2
entry b (x: i32) = a x + 1
