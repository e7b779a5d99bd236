-- | Exclusive products: the neutral element of `*` is one.
-- ==
-- input { [2i32, 3i32, 4i32, 5i32] } output { [1i32, 2i32, 6i32, 24i32] }
-- input { [8i32] } output { [1i32] }
-- input { empty([0]i32) } error: out of bounds
-- random input { [2003]i32 } auto output
def main [n] (xs: [n]i32) : [n]i32 =
  sized n ([1] ++ init (scan (*) 1 xs))
