-- Sizes from parameters of their own are accessible to callers; a tuple
-- part used as a size goes through a coercion.
-- ==
-- input { [true, false] } output { 4i64 2i64 }
-- input { empty([0]bool) } output { 2i64 0i64 }
def f (x: i64) (y: i64) (A: [x]bool) = length A + y
def g (p: (i64, i64)) (A: []bool) = let (x, _) = p in length (A :> [x]bool)
def main [n] (b: [n]bool) = (f n 2 b, g (n, 0) b)
