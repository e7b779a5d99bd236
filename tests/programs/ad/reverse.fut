-- Gradients by vjp (the reverse sweep where the function is covered by it)
-- cross-checked against gradients assembled from jvp along one-hot
-- directions, for functions that use values several times: adjoints
-- accumulate over maps, indexing, reductions, copies, branches and loops.
-- ==
-- entry: agree
-- input { [0.5, -1.25, 2.0, 0.75] 1.5 }
-- output { true true true true true true }
-- input { [3.0, 1.0, -2.0, 1.0] -0.5 }
-- output { true true true true true true }
-- entry: values
-- input { [1.0, 2.0, 3.0] 2.0 }
-- output { [4.0, 12.0, 4.0] 8.0 }

def one_hot (n: i64) (i: i64) : [n]f64 = tabulate n (\j -> if j == i then 1 else 0)

def by_jvp [n] (f: [n]f64 -> f64) (xs: [n]f64) : [n]f64 =
  map (\i -> jvp f xs (one_hot n i)) (iota n)

def same [n] (a: [n]f64) (b: [n]f64) = and (map2 (\x y -> f64.abs (x - y) <= 1e-9 * (1 + f64.abs y)) a b)

def f1 [n] (xs: [n]f64) = xs[0] * f64.sum (map (* xs[1]) xs) + f64.maximum xs
def f2 [n] (xs: [n]f64) =
  let ys = map (\x -> f64.exp (x / 4)) xs
  let zs = copy ys
  in zs[1] * ys[2] + f64.sum (map2 (*) ys zs) - f64.minimum ys
def f3 [n] (xs: [n]f64) =
  let a = xs[0] + xs[n - 1]
  let b = if a > 0 then a * a else f64.sin a
  let c = loop c = b for i < 3 do c * 0.5 + xs[i % n]
  in c + f64.sum (replicate n c)
def f4 [n] (s: f64) (xs: [n]f64) =
  let m = f64.maximum xs
  in m + s * f64.log (f64.sum (map (\x -> f64.exp ((x - m) / s)) xs))

entry agree [n] (xs: [n]f64) (s: f64) =
  (same (vjp f1 xs 1) (by_jvp f1 xs),
   same (vjp f2 xs 1) (by_jvp f2 xs),
   same (vjp f3 xs 1) (by_jvp f3 xs),
   same (vjp (f4 s) xs 1) (by_jvp (f4 s) xs),
   -- the gradient with respect to the captured scalar s
   f64.abs (vjp (\s -> f4 s xs) s 1 - jvp (\s -> f4 s xs) s 1) < 1e-9,
   -- a cotangent other than 1
   same (vjp f1 xs 2.5) (map (* 2.5) (by_jvp f1 xs)))

-- f(xs, s) = s * (x0 x1 + x1 x2) + x1^2:
-- d/dxs = [s x1, s (x0 + x2) + 2 x1, s x1], d/ds = x0 x1 + x1 x2
entry values [n] (xs: [n]f64) (s: f64) =
  vjp (\(xs, s) -> s * (xs[0] * xs[1] + xs[1] * xs[2]) + xs[1] * xs[1]) (xs, s) 1
