-- An abstract type made transparent again with `with`, next to a fully
-- abstract one; values move between them only through the module.
-- ==
-- input { 5 } output { 7 5 12 }

module type counter = {
  type t
  val zero: t
  val incr: t -> t
  val value: t -> i32
}

module C = { type t = i32 def zero = 0i32 def incr (x: i32) = x + 1 def value (x: i32) = x }

module Opaque : counter = C
module Clear : counter with t = i32 = C

def main (n: i32) =
  let a = loop c = Opaque.incr (Opaque.incr Opaque.zero) for _i < n do Opaque.incr c
  let b : i32 = Clear.incr (n - 1)
  in (Opaque.value a, b, Clear.value (b + 7))
