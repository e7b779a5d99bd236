-- `if` returning tuples.
-- ==
-- input { true } output { 1 false }
-- input { false } output { 2 true }
entry main (c: bool) = if c then (1, false) else (2, true)
