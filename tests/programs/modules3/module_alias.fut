-- Module aliases, of prelude modules and of user modules, and a module
-- alias used as a functor argument.
-- ==
-- input { 7 -2 } output { 7 -2 9 3.5f32 }

module I = i32
module F = f32
module U = { def k = 2i32 }
module U2 = U

module twice (N: numeric) = { def go (x: N.t) = x N.+ x }
module T = twice F

def main (a: i32) (b: i32) = (I.max a b, I.min a b, I.abs (a - b) * 1 + 0 * U2.k, T.go (F.i32 a) / 4)
