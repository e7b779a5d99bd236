-- Vector AD (jmp, mjp, jmp2, mjp2): a map of jvp or vjp over the seeds;
-- with_vjp: vjp uses the custom adjoint (here 2 y', not the derivative
-- 2 x y'); with_vjp_tape: the function itself is differentiated.
-- ==
-- entry: jacobian_by_jmp
-- input { [1.0, 2.0] }
-- output { [[2.0, 2.0, 0.5403023058681398], [0.0, 1.0, 0.0]] }
-- entry: jacobian_by_mjp
-- input { [1.0, 2.0] }
-- output { [1.0, 2.0, 0.8414709848078965] [[2.0, 0.0], [2.0, 1.0], [0.5403023058681398, 0.0]] }
-- entry: custom
-- input { 3.0 }
-- output { 2.0 27.0 }
-- entry: jmp2_primal
-- input { 2.0 }
-- output { 4.0 [4.0, 8.0, -4.0] }

def f (x: [2]f64) : [3]f64 = [x[0] * x[0], x[0] * x[1], f64.sin x[0]]

entry jacobian_by_jmp (x: [2]f64) = jmp f x [[1, 0], [0, 1]]
entry jacobian_by_mjp (x: [2]f64) = mjp2 f x [[1, 0, 0], [0, 1, 0], [0, 0, 1]]

def square (x: f64) = with_vjp (\x -> x * x) (\_ y' -> 2 * y') x

entry custom (x: f64) =
  (vjp square x 1, jvp (\x -> with_vjp_tape (\x -> (x, x * x * x)) (\(_, y) -> y) x) x 1)

entry jmp2_primal (x: f64) = jmp2 (\x -> x * x) x [1, 2, -1]
