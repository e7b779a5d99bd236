-- Recursive functions whose self-calls are all tail calls become loops
-- (ir/tailrec.h), so they run inside `map` on OpenCL too.
-- ==
-- entry: gcds
-- input { [12, 7, 0, 100] [18, 5, 9, 75] } output { [6, 1, 9, 25] }
-- ==
-- entry: collatz_steps
-- input { [1, 6, 7, 27] } output { [0, 8, 16, 111] }
-- ==
-- entry: search
-- input { [1, 3, 5, 7, 9, 11] [0, 1, 4, 9, 12] } output { [0i64, 0i64, 2i64, 4i64, 6i64] }
-- ==
-- entry: sqrt_newton
-- input { [4.0, 2.0, 9.0] } output { [2.0, 1.4142135, 3.0] 5.0 }

def gcd (a: i32) (b: i32) : i32 = if b == 0 then a else gcd b (a % b)

entry gcds [n] (xs: [n]i32) (ys: [n]i32) = map2 gcd xs ys

def steps (n: i32) (acc: i32) : i32 =
  if n <= 1 then acc
  else if n % 2 == 0 then steps (n / 2) (acc + 1)
  else steps (3 * n + 1) (acc + 1)

entry collatz_steps (xs: []i32) = map (\x -> steps x 0) xs

-- The first index whose element is at least x, between lo and hi; the
-- array is passed on unchanged.
def lower_bound [n] (xs: [n]i32) (x: i32) (lo: i64) (hi: i64) : i64 =
  if lo >= hi then lo
  else let mid = (lo + hi) / 2
       in if xs[mid] < x then lower_bound xs x (mid + 1) hi else lower_bound xs x lo mid

entry search [n] (xs: [n]i32) (qs: []i32) = map (\q -> lower_bound xs q 0 n) qs

-- Two results and a float.
def newton (x: f64) (guess: f64) (iters: i32) : (f64, i32) =
  if iters == 0 || f64.abs (guess * guess - x) < 1e-12 then (guess, iters)
  else newton x ((guess + x / guess) / 2) (iters - 1)

entry sqrt_newton (xs: []f64) =
  let rs = map (\x -> newton x x 50) xs
  in (map (.0) rs, f64.i32 (i32.sum (map (.1) rs)) / f64.i32 (i32.sum (map (.1) rs)) * 5)
