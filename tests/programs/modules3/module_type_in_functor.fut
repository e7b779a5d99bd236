-- A functor whose result contains a module type and a functor using its
-- parameter; the module type is used outside through the result.
-- ==
-- input { 2 } output { 20 12 }

module family (P: { val scale: i32 }) = {
  module type op = { val go: i32 -> i32 }
  module lift (O: op) = { def go (x: i32) = O.go x * P.scale }
}

module F = family { def scale = 10i32 }
module L = F.lift { def go (x: i32) = x }
module K : F.op = { def go (x: i32) = x * 6 }

def main (x: i32) = (L.go x, K.go x)
