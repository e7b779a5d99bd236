-- AD through the array operations: replicate, concat, transpose, reverse,
-- rotate, slicing, indexing, in-place updates, flatten, tabulate, filter.
-- ==
-- entry: ops
-- input { [1.0, 2.0, 3.0, 4.0] }
-- output { [1.0, 1.0, 1.0, 1.0] [1.0, 1.0, 2.0, 2.0] [2.0, 5.0, 0.0, 0.0] [4.0, 0.0, 1.0, 1.0] }
-- entry: matrix
-- input { [[1.0, 2.0], [3.0, 4.0]] }
-- output { [[0.0, 3.0], [2.0, 0.0]] [[1.0, 2.0], [1.0, 2.0]] }
-- entry: powers
-- input { 2.0 }
-- output { [0.0, 1.0, 4.0, 12.0] }
-- entry: filtered
-- input { [1.0, -2.0, 3.0] }
-- output { [2.0, 0.0, 6.0] }
-- entry: update_twice
-- input { [1.0, 2.0, 3.0] }
-- output { [6.0, 0.0, 2.0] }
-- entry: replicated
-- input { 3.0 }
-- output { [[1.0, 1.0], [1.0, 1.0]] 14.0 }

entry ops (xs: [4]f64) =
  let a = vjp (\xs -> f64.sum (reverse xs)) xs 1
  let b = vjp (\xs -> f64.sum (concat xs (rotate 1 xs)[1:3])) xs 1
  let c = vjp (\xs -> f64.sum (map (* xs[1]) xs[:2])) xs 1
  let d = vjp (\xs -> let ys = copy xs with [1] = 0 in f64.sum ys + xs[0] * 3) xs 1
  in (a, b, c, d)

entry matrix [n] (m: [n][n]f64) =
  let t = vjp (\m -> let t = transpose m in t[0, 1] * t[1, 0]) m 1
  let f = vjp (\m -> let v = flatten m
                     in f64.sum (map2 (*) v (map (\i -> f64.i64 (i % 2 + 1)) (indices v)))) m 1
  in (t, f)

-- The derivative of [1, x, x^2, x^3].
entry powers (x: f64) = jvp (\x -> tabulate 4 (\i -> x ** f64.i64 i)) x 1

-- Only the positive elements are kept: their squares' gradients.
entry filtered (xs: []f64) = vjp (\xs -> f64.sum (map (\x -> x * x) (filter (> 0) xs))) xs 1

entry update_twice (xs: [3]f64) =
  vjp (\xs -> let ys = replicate 2 0 with [0] = xs[2] * xs[0]
              let ys = ys with [1] = ys[0]
              in ys[1] + xs[0] * xs[2]) xs 1

-- A replicated scalar and a replicated row.
entry replicated (x: f64) =
  (jvp (\x -> replicate 2 (replicate 2 x)) x 1,
   jvp (\x -> f64.sum (flatten (replicate 2 [x, x * x]))) x 1)
