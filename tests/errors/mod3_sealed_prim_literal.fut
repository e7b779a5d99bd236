-- A module sealed with a prelude module type: a literal is not a value of
-- its abstract `t`.
-- ==
-- error: expected `\(#M.t\)`, found the literal

module M : integral = i32
def main (x: i32) = M.to_i64 (M.i32 x M.+ 2)
