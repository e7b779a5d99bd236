-- vjp of reduce_by_index/hist with *, min and max by the reverse sweep: a
-- histogram of products (zeros in a bin included), per-bin maxima and
-- minima (the adjoint goes to the element that won; on ties to the
-- destination's element, else to the first value), and max-pooling with
-- argmax adjoints.  Checked against jvp, finite differences and closed
-- forms.
-- ==
-- entry: bin_products
-- input { [1.0, 2.0, 3.0] [0i64, 2i64, 0i64, 5i64, -1i64, 2i64] [0.5, 1.5, -2.0, 4.0, 3.0, 2.0] }
-- output { [-1.0, 2.0, 9.0] [-2.0, 18.0, 0.5, 0.0, 0.0, 13.5] true }
-- input { [1.0, 0.0, 3.0] [0i64, 1i64, 0i64, 1i64, 2i64, 2i64] [0.0, 1.5, -2.0, 4.0, 0.0, 0.0] }
-- output { [0.0, 12.0, 0.0] [-2.0, 0.0, 0.0, 0.0, 0.0, 0.0] true }
-- entry: bin_maxima
-- input { [0.0, 10.0, -5.0] [0i64, 1i64, 0i64, 2i64, 2i64, 0i64, 7i64] [1.0, 3.0, 4.0, -5.0, -6.0, 4.0, 9.0] }
-- output { [0.0, 2.0, 3.0] [0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0] true }
-- entry: bin_minima
-- input { [2.0, 2.0] [0i64, 1i64, 1i64, 0i64] [3.0, 1.0, 1.0, 2.5] }
-- output { [1.0, 0.0] [0.0, 2.0, 0.0, 0.0] true }
-- entry: max_pool
-- input { [1.0, 3.0, 2.0, 2.0, -1.0, -4.0, 0.5, 0.25] }
-- output { [0.0, 1.0, 2.0, 0.0, 3.0, 0.0, 4.0, 0.0] true true }
-- entry: pooled_layer
-- input { [0.3, -1.2, 2.0, 0.7, -0.1, 1.1, 0.9, -2.5, 1.7] }
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

-- The weighted sum of a histogram of products into a destination that is
-- differentiated too (indices 5 and -1 are out of range).
def weighted_products [m] [n] (is: [n]i64) (d: [m]f64, v: [n]f64) : f64 =
  let h = reduce_by_index (copy d) (*) 1 is v
  in f64.sum (map2 (*) h (map (\i -> f64.i64 i + 1) (iota m)))

entry bin_products [m] [n] (dest: [m]f64) (is: [n]i64) (vs: [n]f64) =
  let f = weighted_products is
  let (gd, gv) = vjp f (dest, vs) 1
  let jv = by_jvp (\v -> f (dest, v)) vs
  let jd = by_jvp (\d -> f (d, vs)) dest
  in (gd, gv, close 1e-12 gv jv && close 1e-12 gd jd)

-- Per-bin maxima: each bin's adjoint (its weight) goes to the element that
-- won.  Bin 0: the values 4.0 tie; the first gets it.  Bin 1: the
-- destination's 10 wins.  Bin 2: the destination's -5 ties with a value
-- and wins.
entry bin_maxima [m] [n] (dest: [m]f64) (is: [n]i64) (vs: [n]f64) =
  let f = \(d, v) -> let h = hist f64.max (-f64.inf) m is v
                     let h' = map2 f64.max h d
                     let h'' = reduce_by_index (copy d) f64.max (-f64.inf) is v
                     in f64.sum (map2 (*) h'' (map (\i -> f64.i64 i + 1) (iota m))) + 0 * f64.sum h'
  let (gd, gv) = vjp f (dest, vs) 1
  in (gd, gv, close 1e-12 gv (by_jvp (\v -> f (dest, v)) vs))

def two_minima [m] [n] (is: [n]i64) (d: [m]f64, v: [n]f64) : f64 =
  let h = reduce_by_index (copy d) f64.min f64.inf is v
  in h[0] + 2 * h[1]

entry bin_minima [m] [n] (dest: [m]f64) (is: [n]i64) (vs: [n]f64) =
  let f = two_minima is
  let (gd, gv) = vjp f (dest, vs) 1
  in (gd, gv, close 1e-12 gd (by_jvp (\d -> f (d, vs)) dest))

-- Max-pooling of windows of 2 by a hist into n/2 bins: each window's
-- adjoint goes to its larger element (the first on a tie).
def pool [n] (xs: [n]f64) : [n / 2]f64 =
  hist f64.max (-f64.inf) (n / 2) (map (/ 2) (iota n)) xs

entry max_pool [n] (xs: [n]f64) =
  let f = \xs -> f64.sum (map2 (*) (pool xs) (map (\i -> f64.i64 i + 1) (iota (n / 2))))
  let g = vjp f xs 1
  -- the same pooling as a map of reductions over the windows
  let f2 = \xs -> f64.sum (map (\i -> f64.i64 (i + 1) * f64.maximum [xs[2 * i], xs[2 * i + 1]]) (iota (n / 2)))
  in (g, close 1e-12 g (by_jvp f xs), close 1e-12 g (vjp f2 xs 1))

-- A layer: tanh, max-pooling into windows of 3, then a product of the
-- window maxima.
entry pooled_layer [n] (xs: [n]f64) =
  let f = \xs -> let p = hist f64.max (-f64.inf) (n / 3) (map (/ 3) (iota n)) (map f64.tanh xs)
                 in f64.product (reduce_by_index (replicate 1 1) (*) 1 (replicate (n / 3) 0) p)
  let g = vjp f xs 1
  in (close 1e-12 g (by_jvp f xs), close 1e-6 g (by_fd f xs))
