-- Higher-order derivatives by nesting jvp and vjp, and AD through calls of
-- user functions: ordinary, #[noinline], recursive and higher-order ones.
-- ==
-- entry: second
-- input { 0.5f64 }
-- output { -0.479425538604203f64 -0.479425538604203f64 6.0f64 }
-- entry: hessian
-- input { [1.0, 2.0] }
-- output { [[4.0, 6.0], [6.0, 2.0]] }
-- entry: calls
-- input { 2.0f64 }
-- output { 12.0f64 12.0f64 32.0f64 }
-- entry: through_map
-- input { [1.0, 2.0, 3.0] }
-- output { [2.0, 4.0, 6.0] }

-- d2/dx2 sin x = -sin x, by jvp of jvp and jvp of vjp; d3/dx3 x^3 = 6.
entry second (x: f64) =
  (jvp (\x -> jvp f64.sin x 1) x 1,
   jvp (\x -> vjp f64.sin x 1) x 1,
   jvp (\x -> jvp (\x -> jvp (\x -> x * x * x) x 1) x 1) x 1)

-- f(x, y) = x^2 y + x y^2: the Hessian [[2y, 2x + 2y], [2x + 2y, 2x]] by jvp
-- of the gradient.
def f (v: [2]f64) = v[0] * v[0] * v[1] + v[0] * v[1] * v[1]
def grad (v: [2]f64) = vjp f v 1
entry hessian (v: [2]f64) =
  map (\i -> jvp grad v (tabulate 2 (\j -> if i == j then 1 else 0))) (iota 2)

#[noinline]
def cube (x: f64) = x * x * x

def rec_pow (x: f64) (n: i32) : f64 = if n == 0 then 1 else x * rec_pow x (n - 1)

def twice (g: f64 -> f64) (x: f64) = g (g x)

-- 3x^2 = 12 (noinline), 3x^2 (recursive), d/dx (x^2)^2 = 4x^3 = 32.
entry calls (x: f64) =
  (jvp cube x 1, jvp (\x -> rec_pow x 3) x 1, jvp (twice (\y -> y * y)) x 1)

def sq (x: f64) = x * x
entry through_map (xs: []f64) = vjp (\xs -> f64.sum (map sq xs)) xs 1
