-- | `concat` spelled out, over f64, with the result's size left to the
-- concatenation.
-- ==
-- input { [1.5f64, 2.0f64, -1.0f64] } output { [0.0f64, 1.5f64, 3.5f64] }
-- input { [2.5f64] } output { [0.0f64] }
-- input { empty([0]f64) } error: out of bounds
-- random input { [5003]f64 } auto output
def main (xs: []f64) : []f64 =
  concat [0] (init (scan (+) 0 xs))
