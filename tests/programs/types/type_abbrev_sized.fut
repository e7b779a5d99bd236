-- A type abbreviation with a size parameter.
-- ==
-- input { [1f32, 2f32] [3f32, 4f32] } output { 11f32 }
type vec [n] = [n]f32
def dot [n] (a: vec [n]) (b: vec [n]): f32 = reduce (+) 0 (map2 (*) a b)
entry main [n] (a: vec [n]) (b: vec [n]) = dot a b
