-- vjp through calls of recursive functions on arrays whose self-calls
-- are not tail calls (a divide-and-conquer sum, Horner's rule written
-- recursively, a recursive tree of products): each callee gets a
-- reverse-mode function (its parameters and its results' adjoints in,
-- its float parameters' adjoints out) whose sweep calls it again for
-- the self-calls.  Checked against jvp and finite differences.
-- ==
-- entry: dc_sum
-- input { [1.0, 2.0, -0.5, 3.0, 0.25, 4.0, 1.5] }
-- output { true true }
-- input { [2.0] }
-- output { true true }
-- input { empty([0]f64) }
-- output { true true }
-- entry: horner
-- input { 0.7 [1.0, 2.0, -0.5, 3.0, 0.25] }
-- output { true true }
-- entry: tree_product
-- input { [1.0, 2.0, -0.5, 3.0, 0.25, 1.5] }
-- output { true true }
-- entry: rows
-- input { [[1.0, 2.0, 3.0], [-1.0, 0.5, 2.0]] }
-- output { true true }
-- entry: large_dc
-- input { 300i64 }
-- output { true }
-- compiled input { 5000i64 }
-- output { true }

def one_hot (n: i64) (i: i64) : [n]f64 = tabulate n (\j -> if j == i then 1 else 0)

def close [n] (tol: f64) (a: [n]f64) (b: [n]f64) =
  and (map2 (\x y -> f64.abs (x - y) <= tol * (1 + f64.abs y)) a b)

def check [n] (f: [n]f64 -> f64) (xs: [n]f64) : (bool, bool) =
  let g = vjp f xs 1
  let j = map (\i -> jvp f xs (one_hot n i)) (iota n)
  let h = 1e-6
  let fd = map (\i -> (f (map2 (+) xs (map (* h) (one_hot n i))) - f (map2 (-) xs (map (* h) (one_hot n i)))) / (2 * h))
               (iota n)
  in (close 1e-9 g j, close 1e-5 g fd)

-- The sum of squares, halving the array.
def dsum [n] (xs: [n]f64) : f64 =
  if n == 0 then 0
     else if n == 1 then xs[0] * xs[0]
     else let h = n / 2 in dsum xs[:h] + f64.sin (dsum xs[h:])

-- c0 + x * (c1 + x * (c2 + ...)), the recursion outermost.
def poly [n] (cs: [n]f64) (x: f64) : f64 =
  if length cs == 0 then 0 else cs[0] + x * poly cs[1:] x

-- Products of halves, each scaled by the sum of its half.
def tprod [n] (xs: [n]f64) : f64 =
  if n <= 1 then f64.sum xs + 1
     else let h = n / 2
          let a = tprod xs[:h]
          let b = tprod xs[h:]
          in a * b / (1 + f64.sum (map (\x -> x * x) xs))

entry dc_sum [n] (xs: [n]f64) = check dsum xs

entry horner [n] (x: f64) (cs: [n]f64) =
  check (\xs -> poly (xs[1:] :> [n]f64) xs[0]) ([x] ++ cs)

entry tree_product [n] (xs: [n]f64) = check tprod xs

-- The recursive function applied to every row.
entry rows [r] [c] (xss: [r][c]f64) =
  check (\xs -> f64.sum (map dsum (unflatten (xs :> [r * c]f64)))) (flatten xss)

-- 5,000 elements: forward mode over the basis vectors would call the
-- function 5,000 times.
entry large_dc (n: i64) =
  let xs = map (\i -> f64.sin (f64.i64 i)) (iota n)
  let g = vjp dsum xs 1
  in f64.abs (g[0] - jvp dsum xs (one_hot n 0)) < 1e-9 && f64.abs (g[n-1] - jvp dsum xs (one_hot n (n-1))) < 1e-9
