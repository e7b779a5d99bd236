-- A top-level `let` (deprecated form of `def`) as main.
-- ==
-- input { 3i32 } output { 4i32 }
let main (x: i32) = x + 1
