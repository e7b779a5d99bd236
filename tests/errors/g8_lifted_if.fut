-- Reference, "Type abbreviations": fully lifted types cannot be returned from conditionals.
-- ==
-- error: cannot be a function
type^ f = i32 -> i32
entry main (b: bool) = let h = if b then ((+1) : f) else ((+2) : f) in h 1
