-- | A three-dimensional array flattened, squared and unflattened, then
-- summed per innermost row.
-- ==
-- input { [[[1.0f64, 2.0f64], [3.0f64, 4.0f64]], [[0.5f64, -1.0f64], [2.0f64, 0.0f64]]] }
-- output { [[5.0f64, 25.0f64], [1.25f64, 4.0f64]] }
-- random input { [5][7][9]f64 } auto output
def main [a][b][c] (x: [a][b][c]f64) : [a][b]f64 =
  let y = unflatten_3d (map (\v -> v * v) (flatten_3d x))
  in map (map f64.sum) y
