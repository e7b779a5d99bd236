-- Solving a small linear system by Gaussian elimination without pivoting.
-- ==
-- input { [[2.0f64, 1.0f64], [1.0f64, 3.0f64]] [3.0f64, 5.0f64] } output { [0.8f64, 1.4f64] }
-- input { [[4.0f64, 0.0f64, 0.0f64], [0.0f64, 2.0f64, 0.0f64], [1.0f64, 0.0f64, 1.0f64]] [8.0f64, 4.0f64, 5.0f64] }
-- output { [2.0f64, 2.0f64, 3.0f64] }

entry main [n] (a: [n][n]f64) (b: [n]f64) : [n]f64 =
  let aug = map2 (\row x -> row ++ [x] :> [n + 1]f64) a b
  let aug = loop aug for k < n do
    let piv = aug[k]
    in tabulate n (\i ->
         if i == k then map (/ piv[k]) piv
         else let f = aug[i, k] / piv[k]
              in map2 (\x p -> x - f * p) aug[i] piv)
  in map (\row -> row[n]) aug
