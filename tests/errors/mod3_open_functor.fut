-- A parametric module cannot be opened.
-- ==
-- error: cannot open a parametric module

module F (P: { val x: i32 }) = { def y = P.x }
open F
def main (y: i32) = y
