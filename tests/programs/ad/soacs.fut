-- AD through reductions (+, *, min, max, a user operator on pairs),
-- scans, reduce_by_index, hist and scatter.
-- ==
-- entry: grad_product
-- input { [1.0, 2.0, 3.0, 4.0] }
-- output { [24.0, 12.0, 8.0, 6.0] }
-- entry: grad_max_min
-- input { [3.0, 7.0, 1.0, 5.0] }
-- output { [0.0, 1.0, 0.0, 0.0] [0.0, 0.0, 1.0, 0.0] }
-- entry: grad_scan_sum
-- input { [1.0, 2.0, 3.0] }
-- output { [3.0, 2.0, 1.0] }
-- entry: scan_product
-- input { [1.0, 2.0, 3.0] [1.0, 1.0, 1.0] }
-- output { [1.0, 3.0, 11.0] }
-- entry: pair_reduce
-- input { [1.0, 2.0, 3.0] }
-- output { [-1.0, 1.0, 3.0] }
-- entry: grad_hist
-- input { [0i64, 1i64, 0i64, 2i64] [1.0, 2.0, 3.0, 4.0] }
-- output { [2.0, 4.0, 6.0, 8.0] [1.0, 1.0, 1.0, 1.0] }
-- entry: grad_hist_mul
-- input { [0i64, 1i64, 0i64, 1i64] [2.0, 3.0, 5.0, 7.0] }
-- output { [5.0, 7.0, 2.0, 3.0] }
-- entry: grad_scatter
-- input { [2i64, 0i64] [5.0, 6.0] [1.0, 1.0, 1.0] }
-- output { [3.0, 1.0] [0.0, 2.0, 0.0] }
-- entry: reduce_comm_max
-- input { [1.0, -4.0, 2.0] }
-- output { [0.0, -8.0, 0.0] }

entry grad_product (xs: []f64) = vjp f64.product xs 1

entry grad_max_min (xs: []f64) = (vjp f64.maximum xs 1, vjp f64.minimum xs 1)

entry grad_scan_sum (xs: []f64) = vjp (\xs -> f64.sum (scan (+) 0 xs)) xs 1

-- The tangent of the running products along all-ones.
entry scan_product [n] (xs: [n]f64) (dx: [n]f64) = jvp (scan (*) 1) xs dx

-- A reduction with an operator on pairs (sum and sum of squares):
-- q - s^2/3 + s has the gradient 2x - 2s/3 + 1.
entry pair_reduce (xs: []f64) =
  vjp (\xs -> let (s, q) = reduce (\(a, b) (c, d) -> (a + c, b + d)) (0, 0) (map (\x -> (x, x * x)) xs)
              in q - s * s / 3 + s) xs 1

-- Histogram of squares: gradient 2x (every bin's cotangent 1).
entry grad_hist [n] (is: [n]i64) (xs: [n]f64) =
  let bins = vjp (\xs -> f64.sum (reduce_by_index (replicate 3 0) (+) 0 is (map (\x -> x * x) xs))) xs 1
  let by_hist = vjp (\xs -> f64.sum (hist (+) 0 3 is xs)) xs 1
  in (bins, by_hist)

-- Products per bin: d(prod)/dx_i is the product of the others in its bin.
entry grad_hist_mul [n] (is: [n]i64) (xs: [n]f64) =
  vjp (\xs -> f64.sum (reduce_by_index (replicate 2 1) (*) 1 is xs)) xs 1

-- Scatter: the gradient with respect to the values and the destination.
entry grad_scatter [n] [m] (is: [n]i64) (vs: [n]f64) (dest: [m]f64) =
  let w = map f64.i64 (iota m) |> map (+ 1)
  let f (vs, dest) = f64.sum (map2 (*) w (scatter (copy dest) is vs))
  in vjp f (vs, dest) 1

-- max by a commutative user operator: only the argmax gets a gradient.
entry reduce_comm_max (xs: []f64) =
  vjp (\xs -> reduce_comm (\a b -> if f64.abs a >= f64.abs b then a else b) 0 (map (\x -> x * x) xs)) xs 1
