-- Reference, "let [n] pat = e": all sizes must be used in the pattern.
-- ==
-- error: Size .n. unused in pattern
entry main (x: i32) = let [n] y = x in n
