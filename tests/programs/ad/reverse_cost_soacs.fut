-- The reverse sweep of scans, histograms and reductions of arrays costs a
-- small multiple of the function's: gradients of 100,000-element inputs
-- (a cumulative product, a linear recurrence as a scan over pairs, a
-- histogram of maxima and of products, column sums of a 1000 x 100
-- matrix), which forward mode over the basis vectors would take hours to
-- compute in the interpreter.  Each gradient g is checked by <g, v> =
-- jvp f x v for a direction v.
-- ==
-- entry: cumulative_product
-- input { 100000i64 }
-- output { true }
-- entry: linear_recurrence
-- input { 100000i64 }
-- output { true }
-- entry: histograms
-- input { 100000i64 }
-- output { true true }
-- entry: column_sums
-- input { 1000i64 100i64 }
-- output { true }

def dot [n] (a: [n]f64) (b: [n]f64) = f64.sum (map2 (*) a b)

def agree [n] (f: [n]f64 -> f64) (x: [n]f64) (v: [n]f64) =
  let lhs = dot (vjp f x 1) v
  let rhs = jvp f x v
  in f64.abs (lhs - rhs) <= 1e-9 * (1 + f64.abs rhs)

def input (n: i64) = tabulate n (\i -> f64.sin (f64.i64 i))
def direction (n: i64) = tabulate n (\i -> f64.cos (f64.i64 (3 * i)))

-- Factors near 1, so that the products neither vanish nor overflow.
entry cumulative_product (n: i64) =
  agree (\xs -> f64.sum (scan (*) 1 (map (\x -> 1 + x / 1000) xs))) (input n) (direction n)

-- h_i = a_i h_{i-1} + b_i with a_i and b_i from the input.
entry linear_recurrence (n: i64) =
  let f = \xs -> let (_, hs) = unzip (scan (\(a1, b1) (a2, b2) -> (a1 * a2, b1 * a2 + b2)) (1, 0)
                                           (map (\x -> (0.9 + x / 20, x)) xs))
                 in f64.sum (map (\h -> h * h) hs)
  in agree f (input n) (direction n)

entry histograms (n: i64) =
  let is = map (\i -> (i * 7919) % 1000) (iota n)
  let maxima = \xs -> f64.sum (hist f64.max (-f64.inf) 1000 is xs)
  let products = \xs -> f64.sum (hist (*) 1 1000 is (map (\x -> 1 + x / 100) xs))
  in (agree maxima (input n) (direction n), agree products (input n) (direction n))

entry column_sums (n: i64) (m: i64) =
  let f = \xs -> let s = reduce (map2 (+)) (replicate m 0) (unflatten (xs :> [n * m]f64))
                 in f64.sum (map (\x -> x * x) s)
  in agree f (input (n * m)) (direction (n * m))
