-- A functor defined in an imported file, applied here to a local module
-- and a prelude module, with the file imported twice under two names.
-- ==
-- input { 1 2 } output { 5 2.0 }

module A = import "lib/vec2"
module B = import "lib/vec2"

module VI = A.mk_vec2 i32
module VD = B.mk_vec2 f64

def main (a: i32) (b: i32) =
  (VI.dot (VI.mk a b) (VI.mk a b), VD.x (VD.scale 2 (VD.mk 1 0)))
