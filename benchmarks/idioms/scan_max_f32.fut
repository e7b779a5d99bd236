-- | Running maximum of f32 (`scan f32.max`).
-- ==
-- random input { [10007]f32 } auto output
def main (xs: []f32) : []f32 = scan f32.max f32.lowest xs
