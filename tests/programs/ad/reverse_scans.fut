-- vjp of scans with operators other than (+), by the reverse sweep (a
-- reverse scan of the operator's Jacobians, composed as affine maps):
-- cumulative products (zeros included), running maxima, a linear
-- recurrence written as a scan over pairs, and a scan of pairs of
-- (value, index).  Checked against jvp, finite differences and closed
-- forms.
-- ==
-- entry: cumulative_product
-- input { [2.0, 3.0, 0.5, 4.0] }
-- output { [11.5, 7.0, 30.0, 3.0] true true }
-- input { [2.0, 0.0, 0.5, 4.0] }
-- output { [1.0, 7.0, 0.0, 0.0] true true }
-- input { [0.0, 3.0, 0.0, 4.0] }
-- output { [4.0, 0.0, 0.0, 0.0] true true }
-- entry: running_maximum
-- input { [1.0, 3.0, 2.0, 5.0, 4.0] }
-- output { [1.0, 0.0, 0.0, 2.0, 0.0] true }
-- input { [-1.0, -3.0, -2.0] }
-- output { [3.0, 0.0, 0.0] true }
-- entry: recurrence
-- input { [0.5, -1.0, 2.0, 0.25, 1.5] [1.0, 2.0, -0.5, 0.0, 3.0] }
-- output { true true true }
-- entry: smooth
-- input { [0.3, -1.2, 2.0, 0.7, -0.1, 1.1] }
-- output { true true }
-- entry: argmax_scan
-- input { [1.0, 4.0, 2.0, 4.0, 3.0] }
-- output { [1.0, 4.0, 0.0, 0.0, 0.0] true }
-- entry: weights
-- input { [0.5, 1.0, -2.0, 0.25] }
-- output { true }

def one_hot (n: i64) (i: i64) : [n]f64 = tabulate n (\j -> if j == i then 1 else 0)

def by_jvp [n] (f: [n]f64 -> f64) (xs: [n]f64) : [n]f64 =
  map (\i -> jvp f xs (one_hot n i)) (iota n)

def by_fd [n] (f: [n]f64 -> f64) (xs: [n]f64) : [n]f64 =
  let h = 1e-6
  in map (\i -> (f (map2 (+) xs (map (* h) (one_hot n i))) - f (map2 (-) xs (map (* h) (one_hot n i)))) / (2 * h))
         (iota n)

def close [n] (tol: f64) (a: [n]f64) (b: [n]f64) =
  and (map2 (\x y -> f64.abs (x - y) <= tol * (1 + f64.abs y)) a b)

-- The sum of the prefix products: d/dx_i is the sum over k >= i of the
-- product of x_0..x_k without x_i.
entry cumulative_product [n] (xs: [n]f64) =
  let f = \xs -> f64.sum (scan (*) 1 xs)
  let g = vjp f xs 1
  in (g, close 1e-12 g (by_jvp f xs), close 1e-6 g (by_fd f xs))

-- Twice the last running maximum plus the first: the adjoint goes to the
-- element that set each maximum.
entry running_maximum [n] (xs: [n]f64) =
  let f = \xs -> let ms = scan f64.max (-f64.inf) xs in 2 * ms[n - 1] + ms[0] + 0 * ms[1]
  let g = vjp f xs 1
  in (g, close 1e-12 g (by_jvp f xs))

-- h_i = a_i * h_{i-1} + b_i as a scan of affine maps (a, b): the
-- operator composes them.  The gradient with respect to both a and b,
-- as a pair, against jvp and a loop written out.
def affine_scan [n] (as: [n]f64) (bs: [n]f64) : [n]f64 =
  let (_, hs) = unzip (scan (\(a1, b1) (a2, b2) -> (a1 * a2, b1 * a2 + b2)) (1, 0) (zip as bs))
  in hs

def loss [n] (as: [n]f64, bs: [n]f64) = f64.sum (map (\h -> h * h) (affine_scan as bs))

def loss_loop [n] (as: [n]f64, bs: [n]f64) =
  let (_, s) = loop (h, s) = (0, 0) for i < n do
                 let h' = as[i] * h + bs[i] in (h', s + h' * h')
  in s

entry recurrence [n] (as: [n]f64) (bs: [n]f64) =
  let (ga, gb) = vjp loss (as, bs) 1
  let (la, lb) = vjp loss_loop (as, bs) 1
  let ja = by_jvp (\a -> loss (a, bs)) as
  let jb = by_jvp (\b -> loss (as, b)) bs
  in (close 1e-12 ga ja && close 1e-12 gb jb,
      close 1e-12 ga la && close 1e-12 gb lb,
      close 1e-6 ga (by_fd (\a -> loss (a, bs)) as))

-- A nonlinear associative operator: x op y = x + y + x*y (that is,
-- (1+x)(1+y) - 1), whose Jacobians are not constants.
entry smooth [n] (xs: [n]f64) =
  let f = \xs -> f64.sum (map f64.sin (scan (\a b -> a + b + a * b) 0 (map (\x -> x / 4) xs)))
  let g = vjp f xs 1
  in (close 1e-12 g (by_jvp f xs), close 1e-6 g (by_fd f xs))

-- A scan of (value, index) pairs keeping the running maximum and where it
-- was: only the float component has an adjoint; ties keep the earlier.
entry argmax_scan [n] (xs: [n]f64) =
  let f = \xs -> let (vs, _) = unzip (scan (\(a, i) (b, j) -> if b > a then (b, j) else (a, i))
                                           (-f64.inf, -1) (zip xs (iota n)))
                 in f64.sum vs
  let g = vjp f xs 1
  in (g, close 1e-12 g (by_jvp f xs))

-- A scan in f32, whose operator reads a constant weight from outside.
entry weights [n] (xs: [n]f64) =
  let w = 0.75f32
  let f = \(ys: [n]f32) -> f32.sum (scan (\a b -> w * a + b) 0 ys)
  let g = vjp f (map f32.f64 xs) 1
  let j = map (\i -> jvp f (map f32.f64 xs) (map f32.f64 (one_hot n i))) (iota n)
  in and (map2 (\a b -> f32.abs (a - b) <= 1e-5 * (1 + f32.abs b)) g j)
