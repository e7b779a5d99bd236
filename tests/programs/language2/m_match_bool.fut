-- match on a bool.
-- ==
-- input { true } output { 1i32 }
entry main (b: bool) = match b case true -> 1 case false -> 0
