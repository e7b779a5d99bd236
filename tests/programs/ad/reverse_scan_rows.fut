-- vjp of scans of arrays by an elementwise operator (`scan (map2 op) ne
-- xss`: a scan per column) by the reverse sweep: running column sums,
-- products (zeros included) and maxima, a scan of pairs of rows, and a
-- scan over a three-dimensional array.  Checked against jvp and finite
-- differences; the last entry differentiates 25,015 values (forward mode
-- over the basis vectors would take hours in the interpreter).
-- ==
-- entry: sums
-- input { [[1.0, 2.0, 0.5], [3.0, 4.0, 0.0], [5.0, -6.0, 2.0], [0.5, 0.25, 1.5]] }
-- output { true true }
-- input { empty([0][3]f64) }
-- output { true true }
-- entry: products
-- input { [[1.0, 2.0, 0.5], [3.0, 4.0, 0.0], [5.0, -6.0, 2.0], [0.5, 0.25, 1.5]] }
-- output { true true }
-- entry: maxima
-- input { [[1.0, 2.0, 0.5], [3.0, 4.0, 0.0], [5.0, -6.0, 2.0], [0.5, 0.25, 1.5]] }
-- output { [[0.0, 0.0, 1.0], [1.0, 6.0, 0.0], [5.0, 0.0, 5.0], [0.0, 0.0, 0.0]] true }
-- entry: recurrence
-- input { [[0.5, 0.9], [0.3, -0.2], [0.7, 0.1], [1.1, 0.4], [-0.6, 0.8]] }
-- output { true true }
-- entry: cube
-- input { [[[1.0, 2.0], [0.5, 3.0]], [[3.0, 4.0], [0.0, 1.0]], [[5.0, -6.0], [2.0, 0.5]]] }
-- output { true }
-- entry: large
-- input { 5003i64 5i64 }
-- output { true true }

def one_hot (n: i64) (i: i64) : [n]f64 = tabulate n (\j -> if j == i then 1 else 0)

def by_jvp [n] (f: [n]f64 -> f64) (xs: [n]f64) : [n]f64 =
  map (\i -> jvp f xs (one_hot n i)) (iota n)

def by_fd [n] (f: [n]f64 -> f64) (xs: [n]f64) : [n]f64 =
  let h = 1e-6
  in map (\i -> (f (map2 (+) xs (map (* h) (one_hot n i))) - f (map2 (-) xs (map (* h) (one_hot n i)))) / (2 * h))
         (iota n)

def close [n] (tol: f64) (a: [n]f64) (b: [n]f64) =
  and (map2 (\x y -> f64.abs (x - y) <= tol * (1 + f64.abs y)) a b)

def check [n] [m] (f: [n][m]f64 -> f64) (xss: [n][m]f64) =
  let g = flatten (vjp f xss 1)
  let f' = \x -> f (unflatten x)
  in (close 1e-12 g (by_jvp f' (flatten xss)), close 1e-6 g (by_fd f' (flatten xss)))

def weighted [n] [m] (yss: [n][m]f64) =
  f64.sum (map2 (\i r -> f64.sum (map (\y -> f64.sin (y + f64.i64 i)) r)) (iota n) yss)

entry sums [n] [m] (xss: [n][m]f64) = check (\x -> weighted (scan (map2 (+)) (replicate m 0) x)) xss

entry products [n] [m] (xss: [n][m]f64) = check (\x -> weighted (scan (map2 (*)) (replicate m 1) x)) xss

-- Each running maximum's weight (its row number) goes to the row that
-- holds it.
entry maxima [n] [m] (xss: [n][m]f64) =
  let f = \x -> f64.sum (map2 (\i r -> f64.i64 i * f64.sum r) (iota n) (scan (map2 f64.max) (replicate m (-f64.inf)) x))
  let g = vjp f xss 1
  in (g, close 1e-12 (flatten g) (by_jvp (\x -> f (unflatten x)) (flatten xss)))

-- h_i = a_i * h_{i-1} + b_i per column, as a scan of pairs of rows.
entry recurrence [n] [m] (xss: [n][m]f64) =
  let f = \x -> let ab = map (\r -> (map (\v -> 0.9 - v / 5) r, r)) x
                let (as, bs) = unzip ab
                let (_, hs) = unzip (scan (\(a1, b1) (a2, b2) -> (map2 (*) a1 a2, map2 (+) (map2 (*) b1 a2) b2))
                                          (replicate m 1, replicate m 0) (zip as bs))
                in weighted hs
  in check f xss

entry cube [n] [a] [b] (xs: [n][a][b]f64) =
  let f = \x -> f64.sum (map (\y -> y * y) (flatten_3d (scan (map2 (map2 (*))) (replicate a (replicate b 1)) (unflatten_3d x))))
  let g = vjp f (flatten_3d xs) 1
  in close 1e-12 g (by_jvp f (flatten_3d xs))

def dot [n] (a: [n]f64) (b: [n]f64) = f64.sum (map2 (*) a b)

def agree [n] (f: [n]f64 -> f64) (x: [n]f64) (v: [n]f64) =
  let lhs = dot (vjp f x 1) v
  let rhs = jvp f x v
  in f64.abs (lhs - rhs) <= 1e-9 * (1 + f64.abs rhs)

def input (n: i64) = tabulate n (\i -> f64.sin (f64.i64 i) / 10)
def direction (n: i64) = tabulate n (\i -> f64.cos (f64.i64 (3 * i)))

entry large (n: i64) (m: i64) =
  let rows = \x -> unflatten (x :> [n * m]f64)
  let sums = \x -> weighted (scan (map2 (+)) (replicate m 0) (rows x))
  let products = \x -> weighted (scan (map2 (*)) (replicate m 1) (map (map (+ 1)) (rows x)) |> map (map (/ 1e3)))
  in (agree sums (input (n * m)) (direction (n * m)), agree products (input (n * m)) (direction (n * m)))
