-- Matrix inversion by Gauss-Jordan elimination without pivoting: a loop
-- over pivots whose body maps over the rows of an augmented matrix.
-- ==
-- input { [[4f64, 7f64], [2f64, 6f64]] }
-- output { [[0.6f64, -0.7f64], [-0.2f64, 0.4f64]] }
-- input { [[2f64, 0f64, 0f64], [0f64, 4f64, 0f64], [0f64, 0f64, 5f64]] }
-- output { [[0.5f64, 0f64, 0f64], [0f64, 0.25f64, 0f64], [0f64, 0f64, 0.2f64]] }

def inverse [n] (a: [n][n]f64) : [n][n]f64 =
  let aug = map2 (\row i -> concat row (map (\j -> if i == j then 1 else 0) (iota n)) :> [n * 2]f64) a (iota n)
  let aug = loop aug for k < n do
    let pivot = map (/ aug[k, k]) aug[k]
    in map2 (\row i -> if i == k then pivot
                       else map2 (\x p -> x - row[k] * p) row pivot) aug (iota n)
  in map (\row -> row[n:] :> [n]f64) aug

entry main [n] (a: [n][n]f64) = inverse a
