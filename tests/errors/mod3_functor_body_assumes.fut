-- A functor's body uses its parameter's abstract type as an integer; it is
-- checked where it is defined, whether or not it is applied.
-- ==
-- error: 

module F (P: { type t val x: t }) = { def y = P.x + 1 }
def main (y: i32) = y
