-- Gradients of array functions by vjp: sums, dot products, norms,
-- log-sum-exp (whose gradient is the softmax) and a quadratic form.
-- ==
-- entry: grad_sum_squares
-- input { [1.0, 2.0, -3.0] }
-- output { [2.0, 4.0, -6.0] }
-- entry: grad_dot
-- input { [1.0, 2.0, 3.0] [4.0, 5.0, 6.0] }
-- output { [4.0, 5.0, 6.0] [1.0, 2.0, 3.0] }
-- entry: grad_norm
-- input { [3.0, 4.0] }
-- output { [0.6, 0.8] }
-- entry: softmax_by_vjp
-- input { [1.0, 2.0, 3.0] }
-- output { true }
-- input { [0.5, -1.5, 2.0, 0.0] }
-- output { true }
-- entry: quadratic
-- input { [[2.0, 1.0], [1.0, 3.0]] [1.0, -1.0] }
-- output { [2.0, -4.0] }
-- entry: grad_matrix
-- input { [[1.0, 2.0], [3.0, 4.0]] }
-- output { [[2.0, 4.0], [6.0, 8.0]] }
-- entry: scaled_gradient
-- input { [1.0, 2.0] 3.0 }
-- output { [6.0, 12.0] }

entry grad_sum_squares (xs: []f64) = vjp (\xs -> f64.sum (map (\x -> x * x) xs)) xs 1

def dot [n] (a: [n]f64) (b: [n]f64) = f64.sum (map2 (*) a b)

entry grad_dot [n] (a: [n]f64) (b: [n]f64) = vjp (\(a, b) -> dot a b) (a, b) 1

entry grad_norm (xs: []f64) = vjp (\xs -> f64.sqrt (dot xs xs)) xs 1

def logsumexp [n] (xs: [n]f64) =
  let m = f64.maximum xs
  in m + f64.log (f64.sum (map (\x -> f64.exp (x - m)) xs))

def softmax [n] (xs: [n]f64) =
  let es = map f64.exp xs
  let s = f64.sum es
  in map (/ s) es

entry softmax_by_vjp [n] (xs: [n]f64) =
  let g = vjp logsumexp xs 1
  in and (map2 (\a b -> f64.abs (a - b) < 1e-12) g (softmax xs))

-- x^T A x: gradient (A + A^T) x
entry quadratic [n] (a: [n][n]f64) (x: [n]f64) =
  vjp (\x -> dot x (map (\row -> dot row x) a)) x 1

entry grad_matrix [n] [m] (a: [n][m]f64) =
  vjp (\a -> f64.sum (map (\r -> f64.sum (map (\x -> x * x) r)) a)) a 1

-- A cotangent other than 1 scales the gradient.
entry scaled_gradient (xs: []f64) (s: f64) = vjp (\xs -> f64.sum (map (\x -> x * x) xs)) xs s
