-- Polynomials as arrays of coefficients: evaluation with Horner's rule
-- (foldr), derivative and multiplication.
-- ==
-- input { [1.0f32, 2.0f32, 3.0f32] 2.0f32 }
-- output { 17.0f32 [2.0f32, 6.0f32] [1.0f32, 4.0f32, 10.0f32, 12.0f32, 9.0f32] }

def eval (p: []f32) (x: f32) = foldr (\c acc -> c + x * acc) 0 p

def deriv [n] (p: [n]f32) = map2 (\c i -> c * f32.i64 i) (drop 1 p) (drop 1 (iota n))

def mul [n] [m] (p: [n]f32) (q: [m]f32) : []f32 =
  tabulate (n + m - 1) (\k -> f32.sum (map (\i -> if k - i >= 0 && k - i < m then p[i] * q[k - i] else 0) (iota n)))

entry main (p: []f32) (x: f32) = (eval p x, deriv p, mul p p)
