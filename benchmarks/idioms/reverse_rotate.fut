-- | Reversal and rotation: `rotate k (reverse xs)` scaled.
-- ==
-- random input { [10007]f32 } auto output
def main [n] (xs: [n]f32) : [n]f32 = map (* 2) (rotate 1000 (reverse xs))
