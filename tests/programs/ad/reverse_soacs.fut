-- vjp of SOACs by the reverse sweep: reduce with `*` (zeros included) and
-- with other operators on scalars and pairs, scan (+), reduce_by_index
-- with (+), scatter, and a map nest over a matrix.  Checked against
-- forward mode, finite differences and closed forms.
-- ==
-- entry: product
-- input { [2.0, 3.0, 0.5, 4.0] }
-- output { [6.0, 4.0, 24.0, 3.0] true }
-- input { [2.0, 0.0, 0.5, 4.0] }
-- output { [0.0, 4.0, 0.0, 0.0] true }
-- input { [0.0, 3.0, 0.0, 4.0] }
-- output { [0.0, 0.0, 0.0, 0.0] true }
-- entry: operators
-- input { [1.5, -0.5, 2.0, 0.25, -1.0] }
-- output { true true true }
-- entry: prefix_sums
-- input { [1.0, 2.0, 3.0, 4.0] }
-- output { [4.0, 3.0, 2.0, 1.0] true }
-- entry: bins
-- input { [1.0, 2.0, 3.0] [0i64, 2i64, 0i64, 5i64, -1i64] [0.5, 1.5, -2.0, 4.0, 3.0] }
-- output { [1.0, 2.0, 3.0] [1.0, 3.0, 1.0, 0.0, 0.0] true }
-- entry: scattered
-- input { [1.0, 2.0, 3.0, 4.0] [3i64, 0i64, 7i64] [10.0, 20.0, 30.0] }
-- output { [0.0, 2.0, 3.0, 0.0] [4.0, 1.0, 0.0] }
-- entry: nest
-- input { [[1.0, 2.0, 3.0], [0.5, -1.0, 2.0]] }
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

entry product [n] (xs: [n]f64) =
  let f = \xs -> f64.product xs
  in (vjp f xs 1, close 1e-12 (vjp f xs 1) (by_jvp f xs))

-- Operators that are not +, min or max: on scalars, and on pairs
-- (a running (value, weight) mean and a 2x2 matrix-like product).
-- log-sum-exp as a reduction, written so that two neutral elements (-inf;
-- a GPU's reduction tree combines them in its padding lanes) give -inf
-- with a derivative: the naive `log (exp a + exp b)` has the derivative
-- 0/0 there, and `m + log (exp (a - m) + ...)` computes -inf - -inf.
def softplus_sum [n] (xs: [n]f64) =
  reduce (\a b -> let m = f64.max a b
                  in if m == -f64.inf then m else m + f64.log (f64.exp (a - m) + f64.exp (b - m)))
         f64.lowest xs

def weighted_mean [n] (xs: [n]f64) =
  let (s, w) = reduce (\(s1, w1) (s2, w2) -> (s1 + s2, w1 + w2)) (0, 0) (map (\x -> (x * f64.exp x, f64.exp x)) xs)
  in s / w

def affine [n] (xs: [n]f64) =
  -- compositions of x -> a x + b, with a and b from the input
  let (a, b) = reduce (\(a1, b1) (a2, b2) -> (a1 * a2, b1 * a2 + b2)) (1, 0) (map (\x -> (f64.cos x, x)) xs)
  in a + b

entry operators [n] (xs: [n]f64) =
  (close 1e-9 (vjp softplus_sum xs 1) (by_jvp softplus_sum xs),
   close 1e-9 (vjp weighted_mean xs 1) (by_jvp weighted_mean xs),
   close 1e-9 (vjp affine xs 1) (by_jvp affine xs) && close 1e-5 (vjp affine xs 1) (by_fd affine xs))

entry prefix_sums [n] (xs: [n]f64) =
  let f = \xs -> f64.sum (scan (+) 0 xs)
  let g = \xs -> f64.sum (map (\x -> x * x) (scan (+) 0 (map f64.sin xs)))
  in (vjp f xs 1, close 1e-9 (vjp g xs 1) (by_jvp g xs))

-- reduce_by_index (+) into a destination that is itself differentiated;
-- out-of-range indices (5, -1) are ignored.
entry bins [m] [n] (dest: [m]f64) (is: [n]i64) (vs: [n]f64) =
  let f = \(d, v) -> let h = reduce_by_index (copy d) (+) 0 is v in f64.sum (map2 (*) h (map (\i -> f64.i64 i + 1) (iota m)))
  let (gd, gv) = vjp f (dest, vs) 1
  let fv = \v -> f (dest, v)
  in (gd, gv, close 1e-9 gv (by_jvp fv vs))

-- scatter: the overwritten positions of the destination get no adjoint.
entry scattered [m] [n] (dest: [m]f64) (is: [n]i64) (vs: [n]f64) =
  vjp (\(d, v) -> let r = scatter (copy d) is v in f64.sum (map2 (*) r (map (\i -> f64.i64 i + 1) (iota m)))) (dest, vs) 1

entry nest [n] [m] (a: [n][m]f64) =
  let f (v: [n * m]f64) =
    let a = unflatten v : [n][m]f64
    in f64.sum (map (\row -> f64.sum (map2 (\x y -> f64.sin x * y) row (reverse row))) a)
  in (close 1e-9 (vjp f (flatten a) 1) (by_jvp f (flatten a)), close 1e-5 (vjp f (flatten a) 1) (by_fd f (flatten a)))
