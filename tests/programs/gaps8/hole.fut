-- The typed hole `???` type checks and fails when evaluated.
-- ==
-- input { true } output { 1 }
-- input { false } error: .*
entry main (b: bool) : i32 = if b then 1 else ???
