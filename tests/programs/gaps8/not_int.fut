-- `!` is bitwise complement on integers and negation on booleans.
-- ==
-- input { 0u8 true } output { 255u8 false -1 }
entry main (x: u8) (b: bool) = (!x, !b, !0i32)
