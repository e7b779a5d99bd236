-- with_vjp f f' x: a vjp whose function uses it takes f' for the adjoint
-- of that part instead of differentiating f.  Deliberately "wrong" custom
-- adjoints show that f' is used; jvp, and code outside any vjp, use f.
-- ==
-- entry: uses_custom
-- input { 3.0 }
-- output { 9.0 100.0 6.0 }
-- entry: clipped
-- input { [0.5, 20.0, -3.0] }
-- output { [1.0, 40.0, -6.0] }
-- entry: inside_map
-- input { [1.0, 2.0, 3.0] }
-- output { [10.0, 20.0, 30.0] }
-- entry: stable_norm
-- input { [3.0, 4.0] }
-- output { 5.0 [0.6, 0.8] true }

-- x * x with an adjoint that multiplies by 100 instead of 2x.
def sq (x: f64) = with_vjp (\x -> x * x) (\_ y' -> 100 * y') x

entry uses_custom (x: f64) = (sq x, vjp sq x 1, jvp sq x 1)

-- Adjoint clipping: the identity whose adjoint is clamped to [-1, 1].
def clip_adj (x: f64) = with_vjp (\x -> x) (\_ y' -> f64.max (-1) (f64.min 1 y')) x

entry clipped [n] (xs: [n]f64) =
  vjp (\xs -> f64.sum (map (\x -> 5 * clip_adj (x * x)) xs)) xs 1

-- A custom adjoint inside a map: the adjoint of each element is 10 y'.
def scaled (x: f64) = with_vjp (\x -> f64.sin x) (\_ y' -> 10 * y') x

entry inside_map [n] (xs: [n]f64) =
  vjp (\xs -> f64.sum (map2 (\x i -> scaled x * f64.i64 (i + 1)) xs (iota n))) xs 1

-- The norm with its adjoint written out (x / |x|), over an array.
def norm [n] (xs: [n]f64) : f64 =
  with_vjp (\xs -> f64.sqrt (f64.sum (map (\x -> x * x) xs))) (\y y' -> map (\x -> y' * x / y) xs) xs

entry stable_norm [n] (xs: [n]f64) =
  (norm xs, vjp norm xs 1, jvp norm xs (replicate n 1) == f64.sum (vjp norm xs 1))
