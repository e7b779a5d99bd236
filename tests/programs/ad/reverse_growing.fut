-- vjp of loops whose state has arrays that change size between
-- iterations, by the reverse sweep (a tape padded to the largest size):
-- a pairwise reduction tree that halves its array (while), a sequence
-- that grows by one element per step (for), and a filter inside a loop
-- (reverse_growing_nested.fut has such a loop inside a map).  Checked against jvp, finite differences and
-- closed forms.
-- ==
-- entry: tree
-- input { [1.0, 2.0, 3.0, 4.0] }
-- output { [25.0, 12.5, 10.0, 7.5] true true }
-- input { [0.5, -1.0, 2.0, 1.5, 0.25, 3.0, -2.0, 1.0] }
-- output { [4.8125, -2.40625, 0.0, 0.0] true true }
-- entry: appended
-- input { [1.0, 2.0, 0.5] }
-- output { true true }
-- entry: filtered
-- input { [0.9, -0.3, 0.2, 1.4, -0.7, 0.05] }
-- output { true true }

def one_hot (n: i64) (i: i64) : [n]f64 = tabulate n (\j -> if j == i then 1 else 0)

-- The gradient by jvp and by finite differences, one element at a time
-- in a sequential loop (the OpenCL backend runs f's loops, whose arrays
-- change size, on the host; it cannot run them inside a map's kernel).
def by_jvp [n] (f: [n]f64 -> f64) (xs: [n]f64) : [n]f64 =
  loop g = replicate n 0 for i < n do g with [i] = jvp f xs (one_hot n i)

def by_fd [n] (f: [n]f64 -> f64) (xs: [n]f64) : [n]f64 =
  let h = 1e-6
  in loop g = replicate n 0 for i < n do
       g with [i] = (f (map2 (+) xs (map (* h) (one_hot n i))) - f (map2 (-) xs (map (* h) (one_hot n i)))) / (2 * h)

def close [n] (tol: f64) (a: [n]f64) (b: [n]f64) =
  and (map2 (\x y -> f64.abs (x - y) <= tol * (1 + f64.abs y)) a b)

-- Pairs combined until one value is left: n, n/2, n/4, ... elements.
def tree_product [n] (xs: [n]f64) : f64 =
  let ys = loop ys = xs while length ys > 1 do
             tabulate (length ys / 2) (\i -> ys[2 * i] * ys[2 * i + 1] + 0.5)
  in ys[0]

entry tree [n] (xs: [n]f64) =
  let g = vjp tree_product xs 1
  in if n == 4 then (g, close 1e-12 g (by_jvp tree_product xs), close 1e-6 g (by_fd tree_product xs))
     else (g[:4] :> [4]f64, close 1e-12 g (by_jvp tree_product xs), close 1e-6 g (by_fd tree_product xs))

-- A sequence extended by a weighted sum of its last two elements, 5 times.
def extend [n] (xs: [n]f64) : f64 =
  let ys = loop ys = (xs :> []f64) for _i < 5 do
             let m = length ys
             in ys ++ [0.5 * ys[m - 1] + f64.sin ys[m - 2]]
  in f64.sum (map (\y -> y * y) ys)

entry appended [n] (xs: [n]f64) =
  let g = vjp extend xs 1
  in (close 1e-12 g (by_jvp extend xs), close 1e-6 g (by_fd extend xs))

-- Each step keeps the elements above a threshold, then squashes them.
def survivors [n] (xs: [n]f64) : f64 =
  let ys = loop ys = (xs :> []f64) for i < 3 do
             map (\y -> f64.tanh (2 * y)) (filter (\y -> y > 0.1 * f64.i64 i) ys)
  in f64.sum ys

entry filtered [n] (xs: [n]f64) =
  let g = vjp survivors xs 1
  in (close 1e-12 g (by_jvp survivors xs), close 1e-6 g (by_fd survivors xs))
