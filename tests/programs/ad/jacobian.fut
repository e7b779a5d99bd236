-- Jacobians: columns by jvp along one-hot tangents, rows by vjp along
-- one-hot cotangents; the two agree, and jvp2/vjp2 also return f x.
-- ==
-- entry: jac_fwd
-- input { [1.0, 2.0] }
-- output { [[2.0, 0.0], [2.0, 1.0], [0.5403023058681398, 0.0]] }
-- entry: jac_agree
-- input { [1.0, 2.0] }
-- output { true }
-- input { [0.3, -1.2] }
-- output { true }
-- entry: primal_too
-- input { [1.0, 2.0] }
-- output { [1.0, 2.0, 0.8414709848078965] [1.0, 2.0, 0.8414709848078965] [2.0, 1.0] }
-- entry: jvp_vjp_agree
-- input { [1.0, 2.0, 3.0] [0.5, -1.0, 2.0] [1.0, 0.25, -2.0] }
-- output { true }

def f (x: [2]f64) : [3]f64 = [x[0] * x[0], x[0] * x[1], f64.sin x[0]]

def one_hot (n: i64) (i: i64) : [n]f64 = tabulate n (\j -> if j == i then 1 else 0)

-- The Jacobian as a [3][2] matrix: its columns by jvp.
def jacobian_fwd (x: [2]f64) : [3][2]f64 = transpose (map (\i -> jvp f x (one_hot 2 i)) (iota 2))
def jacobian_rev (x: [2]f64) : [3][2]f64 = map (\i -> vjp f x (one_hot 3 i)) (iota 3)

entry jac_fwd (x: [2]f64) = jacobian_fwd x
entry jac_agree (x: [2]f64) =
  let a = jacobian_fwd x
  let b = jacobian_rev x
  in and (map2 (\r s -> and (map2 (\u v -> f64.abs (u - v) < 1e-12) r s)) a b)

entry primal_too (x: [2]f64) =
  let (y, _) = jvp2 f x (one_hot 2 0)
  let (y2, g) = vjp2 f x [0, 1, 0]
  in (y, y2, g)

-- <y', J x'> = <J^T y', x'>
def g [n] (xs: [n]f64) : [n]f64 = map2 (\x i -> x * f64.exp (f64.i64 i * x)) xs (iota n)
entry jvp_vjp_agree [n] (x: [n]f64) (dx: [n]f64) (dy: [n]f64) =
  let a = f64.sum (map2 (*) dy (jvp g x dx))
  let b = f64.sum (map2 (*) (vjp g x dy) dx)
  in f64.abs (a - b) < 1e-9
