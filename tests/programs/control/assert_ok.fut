-- `assert` returns its second argument when the condition holds.
-- ==
-- input { 4 } output { 2 }
-- input { -4 } error: assert
entry main (x: i32) = assert (x >= 0) (x / 2)
