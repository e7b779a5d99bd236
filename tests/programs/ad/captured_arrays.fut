-- vjp of maps that read arrays captured from outside the lambda: by a
-- computed index (the adjoints are gathered with reduce_by_index), in
-- branches, by several indices of a matrix, and whole (a vector shared by
-- every row).  Checked against forward mode and finite differences.
-- ==
-- entry: gather
-- input { [1.0, -2.0, 0.5, 3.0] [2i64, 0i64, 2i64, 3i64, 1i64, 2i64] [0.5, 1.0, -1.5, 2.0, 0.25, 1.0] }
-- output { true true true }
-- entry: gather_values
-- input { [1.0, 2.0, 3.0] [0i64, 2i64, 2i64] [10.0, 20.0, 30.0] }
-- output { [10.0, 0.0, 50.0] [1.0, 3.0, 3.0] }
-- entry: stencil
-- input { [1.0, 4.0, 2.0, 8.0, 5.0, 7.0] }
-- output { true true }
-- entry: table
-- input { [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]] [0i64, 1i64, 1i64, 0i64] [2i64, 0i64, 1i64, 2i64] }
-- output { true [[0.0, 0.0, 2.0], [1.0, 1.0, 0.0]] }
-- entry: shared_vector
-- input { [[1.0, 2.0], [3.0, -1.0], [0.5, 0.5]] [2.0, -3.0] }
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

-- sum_i xs[i] * w[idx[i]]^2, as a function of w and of xs.
def weighted [m] [n] (w: [m]f64) (idx: [n]i64) (xs: [n]f64) =
  f64.sum (map (\i -> xs[i] * w[idx[i]] * w[idx[i]]) (iota n))

entry gather [m] [n] (w: [m]f64) (idx: [n]i64) (xs: [n]f64) =
  let fw = \w -> weighted w idx xs
  let fx = \xs -> weighted w idx xs
  in (close 1e-9 (vjp fw w 1) (by_jvp fw w), close 1e-5 (vjp fw w 1) (by_fd fw w),
      close 1e-9 (vjp fx xs 1) (by_jvp fx xs))

entry gather_values [m] [n] (w: [m]f64) (idx: [n]i64) (xs: [n]f64) =
  vjp (\(w, xs) -> f64.sum (map2 (\j x -> x * w[j]) idx xs)) (w, xs) 1

-- A three-point stencil over a captured array, with the ends kept.
def smooth [n] (u: [n]f64) =
  let v = tabulate n (\i -> if i == 0 || i == n - 1 then u[i] else (u[i - 1] + 2 * u[i] + u[i + 1]) / 4)
  in f64.sum (map (\x -> x * x * x) v)

entry stencil [n] (u: [n]f64) =
  (close 1e-9 (vjp smooth u 1) (by_jvp smooth u), close 1e-5 (vjp smooth u 1) (by_fd smooth u))

-- Reads of a matrix at (row, column) pairs.
entry table [r] [c] [n] (t: [r][c]f64) (rows: [n]i64) (cols: [n]i64) =
  let f (t: [r][c]f64) = f64.sum (map2 (\i j -> t[i, j] * t[i, j]) rows cols)
  let flat (v: [r * c]f64) = f (unflatten v)
  let g = vjp flat (flatten t) 1
  in (close 1e-9 g (by_jvp flat (flatten t)),
      vjp (\t -> f64.sum (map2 (\i j -> t[i, j]) rows cols)) t 1)

-- Each row dotted with a shared vector v.
entry shared_vector [n] [d] (a: [n][d]f64) (v: [d]f64) =
  let f (v: [d]f64) = f64.sum (map (\row -> f64.tanh (f64.sum (map2 (*) row v))) a)
  in (close 1e-9 (vjp f v 1) (by_jvp f v), close 1e-5 (vjp f v 1) (by_fd f v))
