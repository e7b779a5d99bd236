-- A functor over `numeric` is checked where it is defined with its
-- parameter's `t` abstract: `x + 1` does not type-check (`x N.+ N.i32 1`
-- would), even if every application would be fine.
-- ==
-- error: found `\(#N.t\)`

module F (N: numeric) = { def inc (x: N.t) = x + 1 }
module I = F i32
def main (x: i32) = I.inc x
