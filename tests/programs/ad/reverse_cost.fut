-- The reverse sweep's cost is a small multiple of the function's, not
-- (input size) x (cost of the function): gradients of 5,000 to
-- 100,000-element inputs through loops, which forward mode over the basis
-- vectors would take from half an hour to hours to compute in the
-- interpreter (one run of the function per element of the input).  Each gradient g is checked
-- by <g, v> = jvp f x v for a direction v.
-- ==
-- entry: time_steps
-- input { 5000i64 }
-- output { true }
-- entry: long_recurrence
-- input { 100000i64 }
-- output { true }
-- entry: descent
-- input { 10000i64 }
-- output { true }

def dot [n] (a: [n]f64) (b: [n]f64) = f64.sum (map2 (*) a b)

def agree [n] (f: [n]f64 -> f64) (x: [n]f64) (v: [n]f64) =
  let lhs = dot (vjp f x 1) v
  let rhs = jvp f x v
  in f64.abs (lhs - rhs) <= 1e-9 * (1 + f64.abs rhs)

def input (n: i64) = tabulate n (\i -> f64.sin (f64.i64 i))
def direction (n: i64) = tabulate n (\i -> f64.cos (f64.i64 (3 * i)))

-- 20 explicit time steps of damped oscillators coupled to their neighbours.
def simulate [n] (u0: [n]f64) =
  let u = loop u = u0 for _t < 20 do
            tabulate n (\i -> let l = if i == 0 then 0 else u[i - 1]
                              let r = if i == n - 1 then 0 else u[i + 1]
                              in 0.9 * u[i] + 0.04 * (l + r) + 0.01 * f64.sin u[i])
  in f64.sum (map (\x -> x * x) u)

entry time_steps (n: i64) = agree simulate (input n) (direction n)

-- acc = acc * a_i + 0.5 over all 100,000 elements (a tape of 100,000 states).
def recurrence [n] (as: [n]f64) =
  loop acc = 1 for i < n do acc * (0.5 + 0.5 * f64.abs as[i]) + 0.5

entry long_recurrence (n: i64) = agree recurrence (input n) (direction n)

-- Gradient descent steps inside the differentiated function.
def descent_loss [n] (c: [n]f64) =
  let p = loop p = replicate n 0 for _i < 10 do map2 (\pi ci -> pi - 0.1 * (2 * (pi - ci) + f64.sin pi)) p c
  in f64.sum (map (\x -> x * x * x) p)

entry descent (n: i64) = agree descent_loss (input n) (direction n)
