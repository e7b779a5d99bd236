-- A parametric module whose result is a parametric module, applied in
-- stages and all at once.
-- ==
-- input { 5 } output { 16 16 11 }

module type val_t = { val v: i32 }

module adder (A: val_t) = \(B: val_t) -> {
  def v = A.v + B.v
}

module curried (A: val_t) (B: val_t) = { def v = A.v * B.v + 1 }

module three = { def v = 3i32 }
module five = { def v = 5i32 }

module add3 = adder three
module R1 = add3 five
module R2 = adder three five
module R3 = (curried three) { def v = 10 / 3 }

def main (x: i32) = (R1.v + x + 3, R2.v + 8, R3.v + x - 3 + 1 - 1 - 1 - 1 + 1)
