-- vjp of loops by a tape (the loop state of every iteration recorded, the
-- body's adjoint run over the iterations backwards): recurrences over
-- scalars and arrays, `while` loops, gradient descent inside the function
-- and time-stepped simulations.  Each gradient is checked against forward
-- mode (jvp along one-hot directions) and central finite differences.
-- ==
-- entry: recurrence
-- input { 0.5 [1.5, -0.5, 2.0, 0.25, -1.0] 0.3 }
-- output { true true true }
-- input { -2.0 [0.0, 1.0, 0.0, 3.0] 1.0 }
-- output { true true true }
-- entry: recurrence_values
-- input { 2.0 [3.0, 5.0] 1.0 }
-- output { 36.0 15.0 [10.0, 7.0] 6.0 }
-- entry: while_loop
-- input { [0.5, 1.0, 1.5] }
-- output { true true }
-- input { [2.0, -1.0, 0.25, 4.0] }
-- output { true true }
-- entry: descent
-- input { [1.0, 2.0, -1.0] 0.1 }
-- output { true true }
-- entry: heat
-- input { [0.0, 1.0, 4.0, 9.0, 16.0, 25.0] 0.2 }
-- output { true true true }
-- entry: swap_state
-- input { [1.0, 2.0] [3.0, 4.0] }
-- output { [0.0, 12288.0] [0.0, 10240.0] }

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

-- acc = acc * a_i + b, from acc = x
def rec [n] (x: f64) (as: [n]f64) (b: f64) =
  loop acc = x for i < n do acc * as[i] + b

entry recurrence [n] (x: f64) (as: [n]f64) (b: f64) =
  let f (v: [n + 2]f64) = rec v[0] v[2:] v[1]
  let v = [x, b] ++ as :> [n + 2]f64
  let g = vjp f v 1
  in (exact g (by_jvp f v), near g (by_fd f v),
      exact (vjp (\as -> rec x as b) as 1) (by_jvp (\as -> rec x as b) as))

entry recurrence_values [n] (x: f64) (as: [n]f64) (b: f64) =
  let (gx, gas, gb) = vjp (\(x, as, b) -> rec x as b) (x, as, b) 1
  in (rec x as b, gx, gas, gb)

-- Halve the norm until it is below 1 (a data-dependent trip count).
def shrink [n] (xs: [n]f64) =
  let (ys, _) = loop (ys, go) = (xs, true) while go do
                  let ys' = map (\y -> f64.sin y * 0.5 + y * 0.5) ys
                  in (ys', f64.sum (map (\y -> y * y) ys') > 0.01)
  in f64.sum (map2 (*) ys (map f64.exp xs))

entry while_loop [n] (xs: [n]f64) =
  (exact (vjp shrink xs 1) (by_jvp shrink xs), near (vjp shrink xs 1) (by_fd shrink xs))

-- Ten steps of gradient descent on a quadratic whose centre is the input;
-- the result is a loss of the final point.
def descent_loss [n] (rate: f64) (c: [n]f64) =
  let grad (p: [n]f64) = map2 (\pi ci -> 2 * (pi - ci) + f64.sin pi) p c
  let p = loop p = replicate n 0 for _i < 10 do map2 (\pi gi -> pi - rate * gi) p (grad p)
  in f64.sum (map (\x -> x * x * x) p)

entry descent [n] (c: [n]f64) (rate: f64) =
  (exact (vjp (descent_loss rate) c 1) (by_jvp (descent_loss rate) c),
   near (vjp (descent_loss rate) c 1) (by_fd (descent_loss rate) c))

-- Explicit heat equation with fixed ends, 20 time steps.
def step [n] (k: f64) (u: [n]f64) : [n]f64 =
  tabulate n (\i -> if i == 0 || i == n - 1 then u[i] else u[i] + k * (u[i - 1] - 2 * u[i] + u[i + 1]))

def heat_energy [n] (k: f64) (u0: [n]f64) =
  let u = loop u = u0 for _t < 20 do step k u
  in f64.sum (map (\x -> x * x) u)

entry heat [n] (u0: [n]f64) (k: f64) =
  let kf (v: [1]f64) = heat_energy v[0] u0
  in (exact (vjp (heat_energy k) u0 1) (by_jvp (heat_energy k) u0),
      near (vjp (heat_energy k) u0 1) (by_fd (heat_energy k) u0),
      exact (vjp kf [k] 1) (by_jvp kf [k]))

-- Loop state that swaps two arrays each iteration.
entry swap_state (a: [2]f64) (b: [2]f64) =
  vjp (\(a, b) -> let (x, y) = loop (x, y) = (a, b) for _i < 3 do (y, map2 (*) x y) in x[1] * y[1]) (a, b) 1
