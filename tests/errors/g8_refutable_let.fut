-- Reference: a let pattern must be irrefutable.
-- ==
-- error: Refutable pattern not allowed here
entry main (x: i32) = let 1 = x in x
