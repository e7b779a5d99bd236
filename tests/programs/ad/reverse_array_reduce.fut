-- vjp of reductions over arrays of rows with vectorised operators by the
-- reverse sweep: column sums of a matrix, column maxima, column products,
-- a pair of (sum, sum of squares) per column, reduce_comm, and a
-- reduction over a three-dimensional array.  Checked against jvp, finite
-- differences and closed forms.
-- ==
-- entry: column_sums
-- input { [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]] }
-- output { [[1.0, 2.0, 3.0], [1.0, 2.0, 3.0]] true }
-- entry: column_maxima
-- input { [[1.0, 7.0, 3.0], [4.0, 5.0, 3.0], [-1.0, 7.0, 0.0]] }
-- output { [[0.0, 1.0, 1.0], [1.0, 0.0, 0.0], [0.0, 0.0, 0.0]] true }
-- entry: column_products
-- input { [[1.0, 2.0, 0.5], [4.0, 0.0, 2.0], [-1.0, 3.0, 0.0]] }
-- output { true true }
-- entry: moments
-- input { [[1.0, 2.0], [0.5, -1.0], [3.0, 0.25], [-2.0, 1.5]] }
-- output { true true }
-- entry: cube
-- input { [[[1.0, 2.0], [3.0, 4.0]], [[0.5, -1.0], [2.0, 0.0]], [[-3.0, 1.0], [1.0, 2.0]]] }
-- output { true true }

def one_hot (n: i64) (i: i64) : [n]f64 = tabulate n (\j -> if j == i then 1 else 0)

def close [n] (tol: f64) (a: [n]f64) (b: [n]f64) =
  and (map2 (\x y -> f64.abs (x - y) <= tol * (1 + f64.abs y)) a b)

-- The gradient of a function of a matrix by jvp and by finite
-- differences, one entry at a time (over the flattened matrix).
def by_jvp [n] [m] (f: [n][m]f64 -> f64) (xss: [n][m]f64) : [n][m]f64 =
  let g = \(v: [n * m]f64) -> f (unflatten v)
  in unflatten (map (\i -> jvp g (flatten xss) (one_hot (n * m) i)) (iota (n * m)))

def by_fd [n] [m] (f: [n][m]f64 -> f64) (xss: [n][m]f64) : [n][m]f64 =
  let h = 1e-6
  let g = \(v: [n * m]f64) -> f (unflatten v)
  let x = flatten xss
  in unflatten (map (\i -> (g (map2 (+) x (map (* h) (one_hot (n * m) i)))
                            - g (map2 (-) x (map (* h) (one_hot (n * m) i)))) / (2 * h))
                    (iota (n * m)))

def close2 [n] [m] (tol: f64) (a: [n][m]f64) (b: [n][m]f64) = close tol (flatten a) (flatten b)

-- The weighted column sums: each entry's adjoint is its column's weight.
entry column_sums [n] [m] (xss: [n][m]f64) =
  let f = \xss -> let s = reduce (map2 (+)) (replicate m 0) xss
                  in f64.sum (map2 (*) s (map (\j -> f64.i64 j + 1) (iota m)))
  let g = vjp f xss 1
  in (g, close2 1e-12 g (by_jvp f xss))

-- The column maxima: the adjoint goes to the first row holding the maximum.
entry column_maxima [n] [m] (xss: [n][m]f64) =
  let f = \xss -> f64.sum (reduce (map2 f64.max) (replicate m (-f64.inf)) xss)
  let g = vjp f xss 1
  in (g, close2 1e-12 g (by_jvp f xss))

-- Column products (zeros included), through a nonlinear function, with
-- reduce_comm.
entry column_products [n] [m] (xss: [n][m]f64) =
  let f = \xss -> f64.sum (map f64.sin (reduce_comm (map2 (*)) (replicate m 1) xss))
  let g = vjp f xss 1
  in (close2 1e-12 g (by_jvp f xss), close2 1e-6 g (by_fd f xss))

-- A pair of arrays reduced together: per-column sums and sums of squares,
-- then the columns' variances.
entry moments [n] [m] (xss: [n][m]f64) =
  let f = \xss ->
    let (s, q) = reduce (\(s1, q1) (s2, q2) -> (map2 (+) s1 s2, map2 (+) q1 q2))
                        (replicate m 0, replicate m 0)
                        (map (\xs -> (xs, map (\x -> x * x) xs)) xss)
    let k = f64.i64 n
    in f64.sum (map2 (\a b -> b / k - (a / k) * (a / k)) s q)
  let g = vjp f xss 1
  in (close2 1e-12 g (by_jvp f xss), close2 1e-6 g (by_fd f xss))

-- A reduction over the outer dimension of a three-dimensional array with
-- a twice-vectorised operator (the maxima of matrices, elementwise).
entry cube [k] [n] [m] (xsss: [k][n][m]f64) =
  let f = \xsss -> let mx = reduce (map2 (map2 f64.max)) (replicate n (replicate m (-f64.inf))) xsss
                   in f64.sum (map (\r -> f64.sum (map2 (*) r (map (\j -> f64.i64 j + 1) (iota m)))) mx)
  let g = vjp f xsss 1
  let f' = \(v: [k * n * m]f64) -> f (unflatten_3d v)
  let j = map (\i -> jvp f' (flatten_3d xsss) (one_hot (k * n * m) i)) (iota (k * n * m))
  in (close 1e-12 (flatten_3d g) j,
      g[0, 1, 1] == 2 && g[1, 1, 1] == 0 && g[2, 0, 1] == 0)
