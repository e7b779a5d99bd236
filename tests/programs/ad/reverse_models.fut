-- Gradients of small models by vjp, as users write them: a matrix-vector
-- product, a matrix product, a dense layer with a bias and tanh (a small
-- MLP), logistic regression and softmax cross-entropy.  Each takes the
-- reverse sweep (multi-dimensional maps, map2 over rows) and is checked
-- against forward mode and finite differences.
-- ==
-- entry: matvec
-- input { [[1.0, 2.0, 0.5], [-1.0, 0.25, 3.0]] [0.5, -1.5, 2.0] [1.0, -2.0] }
-- output { [[0.5, -1.5, 2.0], [-1.0, 3.0, -4.0]] [3.0, 1.5, -5.5] }
-- entry: matmul
-- input { [[1.0, 2.0], [3.0, 4.0], [0.5, -1.0]] [[1.0, 0.0, 2.0], [-1.0, 1.0, 0.5]] }
-- output { true true true }
-- entry: mlp
-- input { [[0.1, -0.2, 0.3], [0.4, 0.5, -0.6]] [0.05, -0.1] [[0.7, -0.8], [0.2, 0.9]] [0.3, -0.4]
--         [[1.0, 0.5, -1.0], [0.0, 2.0, 1.0], [-1.5, 0.25, 0.5], [1.0, 1.0, 1.0]] }
-- output { true true true true }
-- entry: logistic
-- input { [[1.0, 2.0], [-1.0, 0.5], [0.3, -0.7], [2.0, 2.0]] [1.0, 0.0, 1.0, 0.0] [0.1, -0.2] 0.05 }
-- output { true true true }
-- entry: softmax_xent
-- input { [[1.0, 2.0, 0.5], [0.1, -1.0, 3.0]] [2i64, 0i64] }
-- output { true true true }

def one_hot (n: i64) (i: i64) : [n]f64 = tabulate n (\j -> if j == i then 1 else 0)

def by_jvp [n] (f: [n]f64 -> f64) (xs: [n]f64) : [n]f64 =
  map (\i -> jvp f xs (one_hot n i)) (iota n)

def by_fd [n] (f: [n]f64 -> f64) (xs: [n]f64) : [n]f64 =
  let h = 1e-6
  in map (\i -> (f (map2 (+) xs (map (* h) (one_hot n i))) - f (map2 (-) xs (map (* h) (one_hot n i)))) / (2 * h))
         (iota n)

def close [n] (tol: f64) (a: [n]f64) (b: [n]f64) =
  and (map2 (\x y -> f64.abs (x - y) <= tol * (1 + f64.abs y)) a b)

def exact [n] (a: [n]f64) (b: [n]f64) = close 1e-9 a b
def near [n] (a: [n]f64) (b: [n]f64) = close 1e-5 a b

def dot [n] (a: [n]f64) (b: [n]f64) = f64.sum (map2 (*) a b)
def matvec_ [n] [m] (a: [n][m]f64) (x: [m]f64) = map (\row -> dot row x) a

-- The cotangent y' of A x, with respect to A and x.
entry matvec [n] [m] (a: [n][m]f64) (x: [m]f64) (y': [n]f64) =
  vjp (\(a, x) -> matvec_ a x) (a, x) y'

def matmul_ [n] [k] [m] (a: [n][k]f64) (b: [k][m]f64) : [n][m]f64 =
  map (\row -> map (\col -> dot row col) (transpose b)) a

entry matmul [n] [k] [m] (a: [n][k]f64) (b: [k][m]f64) =
  let fa (v: [n * k]f64) = f64.sum (map (\r -> f64.sum (map (\x -> x * x) r)) (matmul_ (unflatten v) b))
  let fb (v: [k * m]f64) = f64.sum (map (\r -> f64.sum (map (\x -> x * x) r)) (matmul_ a (unflatten v)))
  in (exact (vjp fa (flatten a) 1) (by_jvp fa (flatten a)),
      exact (vjp fb (flatten b) 1) (by_jvp fb (flatten b)),
      near (vjp fb (flatten b) 1) (by_fd fb (flatten b)))

-- Two dense layers: tanh (W1 x + b1), then W2 h + b2, squared error to 0
-- summed over a batch of inputs (rows of xs).
def layer [o] [i] (w: [o][i]f64) (b: [o]f64) (x: [i]f64) : [o]f64 =
  map2 (\row bi -> dot row x + bi) w b

def mlp_loss [h] [i] [o] [n] (w1: [h][i]f64) (b1: [h]f64) (w2: [o][h]f64) (b2: [o]f64) (xs: [n][i]f64) =
  f64.sum (map (\x -> let y = layer w2 b2 (map f64.tanh (layer w1 b1 x)) in dot y y) xs)

entry mlp [h] [i] [o] [n] (w1: [h][i]f64) (b1: [h]f64) (w2: [o][h]f64) (b2: [o]f64) (xs: [n][i]f64) =
  let f1 (v: [h * i]f64) = mlp_loss (unflatten v) b1 w2 b2 xs
  let fb1 (v: [h]f64) = mlp_loss w1 v w2 b2 xs
  let f2 (v: [o * h]f64) = mlp_loss w1 b1 (unflatten v) b2 xs
  in (exact (vjp f1 (flatten w1) 1) (by_jvp f1 (flatten w1)),
      exact (vjp fb1 b1 1) (by_jvp fb1 b1),
      near (vjp f2 (flatten w2) 1) (by_fd f2 (flatten w2)),
      -- the gradient of every parameter at once
      let (g1, gb1, _, _) = vjp (\(w1, b1, w2, b2) -> mlp_loss w1 b1 w2 b2 xs) (w1, b1, w2, b2) 1
      in exact (flatten g1) (vjp f1 (flatten w1) 1) && exact gb1 (by_jvp fb1 b1))

def sigmoid (x: f64) = 1 / (1 + f64.exp (-x))

def logistic_loss [n] [d] (xs: [n][d]f64) (ys: [n]f64) (w: [d]f64) (b: f64) =
  f64.sum (map2 (\x y -> let p = sigmoid (dot w x + b)
                         in -(y * f64.log p + (1 - y) * f64.log (1 - p))) xs ys)

entry logistic [n] [d] (xs: [n][d]f64) (ys: [n]f64) (w: [d]f64) (b: f64) =
  let (gw, gb) = vjp (\(w, b) -> logistic_loss xs ys w b) (w, b) 1
  -- the closed form: sum_i (p_i - y_i) x_i and sum_i (p_i - y_i)
  let ps = map (\x -> sigmoid (dot w x + b)) xs
  let gw' = map (\j -> f64.sum (map3 (\p y x -> (p - y) * x[j]) ps ys xs)) (iota d)
  let gb' = f64.sum (map2 (-) ps ys)
  in (exact gw gw', f64.abs (gb - gb') < 1e-9,
      near gw (by_fd (\w -> logistic_loss xs ys w b) w))

def log_softmax [k] (z: [k]f64) =
  let m = f64.maximum z
  let lse = m + f64.log (f64.sum (map (\x -> f64.exp (x - m)) z))
  in map (\x -> x - lse) z

def xent [n] [k] (zs: [n][k]f64) (labels: [n]i64) =
  f64.sum (map2 (\z l -> -(log_softmax z)[l]) zs labels)

entry softmax_xent [n] [k] (zs: [n][k]f64) (labels: [n]i64) =
  let g = vjp (\zs -> xent zs labels) zs 1
  -- the closed form: softmax z - one_hot label
  let g' = map2 (\z l -> let e = map (\x -> f64.exp x) z
                         let s = f64.sum e
                         in map2 (\ei j -> ei / s - (if j == l then 1 else 0)) e (iota k)) zs labels
  let f (v: [n * k]f64) = xent (unflatten v) labels
  in (exact (flatten g) (flatten g'), exact (flatten g) (by_jvp f (flatten zs)), near (flatten g) (by_fd f (flatten zs)))
