-- Type abbreviations with size parameters.
-- ==
-- input { [1f32, 2f32] [3f32, 4f32] } output { 11f32 }
-- input { [1f32, 2f32] [3f32] } error: .
type vec [n] = [n]f32

def dot [n] (a: vec [n]) (b: vec [n]) : f32 = reduce (+) 0 (map2 (*) a b)

entry main [n][m] (a: [n]f32) (b: [m]f32) = dot a (b :> [n]f32)
