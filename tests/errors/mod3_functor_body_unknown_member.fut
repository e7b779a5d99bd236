-- A functor's body uses a member its parameter's module type does not
-- specify.
-- ==
-- error: has no member `z`

module F (P: { val x: i32 }) = { def y = P.z + 1 }
module A = F { def x = 1i32 def z = 2i32 }
def main (y: i32) = A.y + y
