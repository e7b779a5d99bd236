-- A functor of one parameter applied to two modules.
-- ==
-- error: is not a parametric module

module F (P: { val x: i32 }) = { def y = P.x }
module A = { def x = 1i32 }
module R = F A A
def main (y: i32) = R.y + y
