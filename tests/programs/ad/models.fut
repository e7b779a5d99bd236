-- Gradients of a logistic-regression loss with respect to a record of
-- parameters (weights and bias), as a training step uses them, checked
-- against finite differences; one step of gradient descent.
-- ==
-- entry: grad
-- input { [[1.0, 2.0], [0.5, -1.0], [-1.5, 0.3]] [1.0, 0.0, 1.0] [0.1, -0.2] 0.05 }
-- output { [0.5349170843533799, -1.860769983949925] -0.5276488686297045 true }
-- entry: step
-- input { [[1.0, 2.0], [0.5, -1.0], [-1.5, 0.3]] [1.0, 0.0, 1.0] [0.1, -0.2] 0.05 }
-- output { true }

type model [d] = {w: [d]f64, b: f64}

def predict [d] (m: model [d]) (x: [d]f64) =
  1 / (1 + f64.exp (-(f64.sum (map2 (*) m.w x) + m.b)))

def loss [n] [d] (xs: [n][d]f64) (ys: [n]f64) (m: model [d]) =
  f64.sum (map2 (\x y -> let p = predict m x in -(y * f64.log p + (1 - y) * f64.log (1 - p))) xs ys)

entry grad [n] [d] (xs: [n][d]f64) (ys: [n]f64) (w: [d]f64) (b: f64) =
  let g = vjp (loss xs ys) {w, b} 1
  let e = 1e-6
  let fd_w = map (\i -> (loss xs ys {w = copy w with [i] = w[i] + e, b}
                         - loss xs ys {w = copy w with [i] = w[i] - e, b}) / (2 * e)) (iota d)
  let fd_b = (loss xs ys {w, b = b + e} - loss xs ys {w, b = b - e}) / (2 * e)
  in (g.w, g.b, and (map2 (\a b -> f64.abs (a - b) < 1e-6) g.w fd_w) && f64.abs (g.b - fd_b) < 1e-6)

-- A small step against the gradient lowers the loss.
entry step [n] [d] (xs: [n][d]f64) (ys: [n]f64) (w: [d]f64) (b: f64) =
  let m = {w, b}
  let g = vjp (loss xs ys) m 1
  let m' = {w = map2 (\a ga -> a - 0.1 * ga) m.w g.w, b = m.b - 0.1 * g.b}
  in loss xs ys m' < loss xs ys m
