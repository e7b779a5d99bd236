-- Derivatives of scalar functions by jvp and vjp, checked against
-- hand-written derivatives.
-- ==
-- entry: check_all
-- input { 0.7f64 }
-- output { true }
-- input { 1.9f64 }
-- output { true }
-- input { -0.3f64 }
-- output { true }
-- entry: sin_cos
-- input { 1.0f64 }
-- output { 0.5403023058681398f64 -0.8414709848078965f64 }

def close (a: f64) (b: f64) = f64.abs (a - b) <= 1e-9 * (1 + f64.abs b)

def d (f: f64 -> f64) (x: f64) = jvp f x 1
def r (f: f64 -> f64) (x: f64) = vjp f x 1

def cases (x: f64) : [](f64, f64) =
  [ (d f64.sin x, f64.cos x)
  , (d f64.cos x, -(f64.sin x))
  , (d f64.exp x, f64.exp x)
  , (d (\y -> f64.log (y * y + 1)) x, 2 * x / (x * x + 1))
  , (d (\y -> f64.sqrt (y * y + 2)) x, x / f64.sqrt (x * x + 2))
  , (d f64.tan x, 1 / (f64.cos x * f64.cos x))
  , (d f64.tanh x, 1 - f64.tanh x * f64.tanh x)
  , (d (\y -> f64.abs y ** 3) x, 3 * f64.abs x ** 2 * f64.sgn x)
  , (d (\y -> y ** 2.5) (f64.abs x), 2.5 * f64.abs x ** 1.5)
  , (d (\y -> 2 ** y) x, 2 ** x * f64.log 2)
  , (d (\y -> f64.atan2 y 2) x, 2 / (x * x + 4))
  , (d (\y -> f64.atan2 1 y) x, -1 / (x * x + 1))
  , (d (\y -> f64.min y (y * y)) x, if x <= x * x then 1 else 2 * x)
  , (d (\y -> f64.max (2 * y) 0) x, if x >= 0 then 2 else 0)
  , (d (\y -> if y > 0 then y * y else -y) x, if x > 0 then 2 * x else -1)
  , (d (\y -> f64.f32 (f32.f64 y * 2)) x, 2)
  , (d (\y -> y / (1 + y * y)) x, (1 - x * x) / ((1 + x * x) * (1 + x * x)))
  , (d f64.atan x, 1 / (1 + x * x))
  , (d f64.asin (x / 3), 1 / f64.sqrt (1 - x * x / 9))
  , (d f64.sinh x, f64.cosh x)
  , (d f64.cosh x, f64.sinh x)
  , (d (\y -> f64.log2 (y * y + 1)) x, 2 * x / ((x * x + 1) * f64.log 2))
  , (d (\y -> f64.log10 (y * y + 1)) x, 2 * x / ((x * x + 1) * f64.log 10))
  , (d f64.erf x, 2 / f64.sqrt f64.pi * f64.exp (-(x * x)))
  , (d (\y -> f64.hypot y 3) x, x / f64.hypot x 3)
  , (d (\y -> f64.floor y + y) x, 1)
  , (d (\y -> f64.i64 (i64.f64 y) + 3 * y) x, 3)
  , (d (\y -> f64.lgamma (y + 3)) x, 0)  -- compared by finite differences below
  , (r (\y -> y * y * y) x, 3 * x * x)
  , (r (\y -> f64.exp (f64.sin y)) x, f64.exp (f64.sin x) * f64.cos x)
  ]

def fd (f: f64 -> f64) (x: f64) = (f (x + 1e-6) - f (x - 1e-6)) / 2e-6

entry check_all (x: f64) =
  let cs = cases x
  let ok = all (\(a, b) -> close a b) (cs[:27] ++ cs[28:])
  let g = d (\y -> f64.lgamma (y + 3)) x
  let gg = d (\y -> f64.gamma (y + 3)) x
  in ok && f64.abs (g - fd (\y -> f64.lgamma (y + 3)) x) < 1e-6
        && f64.abs (gg - fd (\y -> f64.gamma (y + 3)) x) < 1e-5 * (1 + f64.abs gg)

entry sin_cos (x: f64) = (jvp f64.sin x 1, vjp f64.cos x 1)
