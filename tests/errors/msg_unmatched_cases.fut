-- A match that misses a case (issue #1748; error index, unmatched-cases).
-- ==
-- error: Unmatched cases in match expression

type shape = #circle f32 | #square f32 | #point

def area (s: shape) : f32 = match s case #circle r -> 3.14f32 * r * r case #square a -> a * a
