-- Comparison and logical operators.
-- ==
-- input { 1i32 2i32 } output { false true true true false false }
-- input { 3i32 3i32 } output { true false true false false true }

def main (a: i32) (b: i32) =
  (a == b, a != b, a <= b, a < b, a > b, a >= b && !(a < b))
