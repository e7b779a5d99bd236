-- | A map over a flattened matrix, unflattened and summed per row: the
-- map goes into the row reductions (one segmented reduction, no flat
-- intermediate array).
-- ==
-- input { [[0.0f32, 1.0f32], [-1.0f32, 2.0f32], [3.0f32, 0.5f32]] }
-- output { [1.2310586f32, 1.1496146f32, 1.5747756f32] }
-- input { empty([0][4]f32) } output { empty([0]f32) }
-- input { empty([3][0]f32) } output { [0.0f32, 0.0f32, 0.0f32] }
-- random input { [37][101]f32 } auto output
def main [n][m] (xss: [n][m]f32) : [n]f32 =
  let ys = map (\x -> 1 / (1 + f32.exp (-x))) (flatten xss)
  in map f32.sum (unflatten ys)
