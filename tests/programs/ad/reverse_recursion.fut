-- vjp of functions that call tail-recursive functions on arrays: the
-- calls become while loops that the reverse sweep reverses (a scalar
-- accumulator over an array passed on unchanged, an array carried and
-- changed by every call, a recursion with a scalar learning rate and an
-- array state).  Checked against jvp and finite differences; the last
-- entry differentiates 100,000 values through 100,000 recursive calls
-- (forward mode over the basis vectors would take hours in the
-- interpreter, and the interpreter's recursion limit stops it).
-- ==
-- entry: accumulate
-- input { [1.0, 2.0, -0.5, 0.25] }
-- output { [2.0, 4.0, -1.0, 0.5] true true }
-- input { empty([0]f64) }
-- output { empty([0]f64) true true }
-- entry: iterate
-- input { [1.0, 2.0, -0.5] }
-- output { true true }
-- entry: descent
-- input { [1.0, 2.0, -0.5] }
-- output { true true }
-- entry: horner
-- input { [0.5, -1.0, 2.0, 0.25] 0.7 }
-- output { true true }
-- entry: large
-- input { 100000i64 }
-- output { true }

def one_hot (n: i64) (i: i64) : [n]f64 = tabulate n (\j -> if j == i then 1 else 0)

def by_jvp [n] (f: [n]f64 -> f64) (xs: [n]f64) : [n]f64 =
  map (\i -> jvp f xs (one_hot n i)) (iota n)

def by_fd [n] (f: [n]f64 -> f64) (xs: [n]f64) : [n]f64 =
  let h = 1e-6
  in map (\i -> (f (map2 (+) xs (map (* h) (one_hot n i))) - f (map2 (-) xs (map (* h) (one_hot n i)))) / (2 * h))
         (iota n)

def close [n] (tol: f64) (a: [n]f64) (b: [n]f64) =
  and (map2 (\x y -> f64.abs (x - y) <= tol * (1 + f64.abs y)) a b)

def check [n] (f: [n]f64 -> f64) (xs: [n]f64) =
  let g = vjp f xs 1
  in (close 1e-12 g (by_jvp f xs), close 1e-6 g (by_fd f xs))

def sum_squares [n] (i: i64) (acc: f64) (xs: [n]f64) : f64 =
  if i == n then acc else sum_squares (i + 1) (acc + xs[i] * xs[i]) xs

entry accumulate [n] (xs: [n]f64) =
  let f = \x -> sum_squares 0 0 x
  let (a, b) = check f xs
  in (vjp f xs 1, a, b)

def iter [n] (k: i64) (xs: [n]f64) : [n]f64 =
  if k == 0 then xs else iter (k - 1) (map (\x -> f64.sin x + 0.5 * x) xs)

entry iterate [n] (xs: [n]f64) = check (\x -> f64.sum (iter 5 x)) xs

-- Gradient descent written as recursion: the weights and the learning
-- rate change with every call, the target is passed on unchanged.
def descend [m] (steps: i64) (lr: f64) (w: [m]f64) (target: [m]f64) : [m]f64 =
  if steps == 0 then w
  else descend (steps - 1) (lr * 0.9) (map2 (\a t -> a - lr * 2 * (a - t) * a) w target) target

entry descent [m] (target: [m]f64) =
  check (\t -> f64.sum (map (\x -> x * x) (descend 4 0.1 (replicate m 1) t))) target

-- Horner's rule as recursion over the coefficients (differentiated in
-- the coefficients).
def horner_rec [n] (i: i64) (acc: f64) (x: f64) (cs: [n]f64) : f64 =
  if i < 0 then acc else horner_rec (i - 1) (acc * x + cs[i]) x cs

entry horner [n] (cs: [n]f64) (x: f64) = check (\c -> horner_rec (n - 1) 0 x c) cs

-- Against the closed form (jvp calls the recursive function's derivative
-- recursively, too deep here): d/dc_i = 0.999^i + 2 c_i.
entry large (n: i64) =
  let x = tabulate n (\i -> f64.sin (f64.i64 i) / 10)
  let f = \c -> horner_rec (n - 1) 0 0.999 c + sum_squares 0 0 c
  let g = vjp f x 1
  in close 1e-12 g (map2 (\i c -> 0.999 ** f64.i64 i + 2 * c) (iota n) x)
