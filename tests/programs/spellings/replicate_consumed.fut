-- A replicated input that the lambda updates in place stays an input (its
-- row is a fresh copy); the other replicated input becomes its value.
-- ==
-- input { [1i32, 2i32] } output { [[1i32, 7i32], [2i32, 7i32]] }
def main [n] (xs: [n]i32) : [n][2]i32 =
  map3 (\x r k -> let r' = copy r in r' with [0] = x + k) xs (replicate n [0i32, 7]) (replicate n 0)
