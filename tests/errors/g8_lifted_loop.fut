-- Reference: fully lifted types cannot be returned from loops.
-- ==
-- error: cannot be a function
type^ f = i32 -> i32
entry main = let h = loop (g: f) = (+1) for i < 3 do g in h 1
