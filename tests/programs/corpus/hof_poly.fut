-- Polymorphic higher-order helpers applied in lambdas, flatten in a
-- pipeline, sizes bound by a let-pattern.
-- ==
-- input { [[1, 2], [3, 4], [5, 6]] } output { [3, 7, 11] [2, 4, 6] [2, 4, 6, 8, 10, 12] 6i64 }

def f [n] 'a (xs: [n]a) (g: a -> a -> a) (ne: a) = reduce g ne xs
def main (xs: [][]i32) =
  let ys = map (\(row: []i32) -> f row (+) 0) xs
  let zs = map (\row -> f row (i32.max) i32.lowest) xs
  let ws = xs |> flatten |> map (* 2)
  let [n][m] (xs2: [n][m]i32) = xs
  in (ys, zs, ws, n * m + 0 * length xs2)
