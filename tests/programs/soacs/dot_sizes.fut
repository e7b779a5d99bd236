-- A size-typed helper function applied to entry arguments.
-- ==
-- input { [1f32, 2f32] [3f32, 4f32] } output { 11f32 }
-- input { [1f32, 2f32] [3f32] } error: size

def dot [n] (xs: [n]f32) (ys: [n]f32): f32 = reduce (+) 0 (map2 (*) xs ys)

def main [n][m] (xs: [n]f32) (ys: [m]f32) = dot xs (ys :> [n]f32)
