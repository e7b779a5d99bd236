-- A functor passed to a functor whose parameter is a functor type: the
-- result of applying it must match the functor type's result.
-- ==
-- error: does not define the value `y`

module type S = { val x: i32 }
module type R = { val x: i32 val y: i32 }
module Apply (G: (P: S) -> R) = { module M = G { def x = 1i32 } def z = M.y }
module Id (P: S) = { def x = P.x }
module A = Apply Id
def main = A.z
