-- vjp of reduce_by_index/hist with a general associative and commutative
-- operator on scalars (sorted by bin, segmented scans: IFL'23), and into
-- two- and three-dimensional destinations (a histogram of rows, with an
-- elementwise +, max or *: per column).  Checked against jvp and finite
-- differences; the last entries differentiate 100,000 values (forward mode
-- over the basis vectors would take hours in the interpreter).
-- ==
-- entry: general_op
-- input { [0.5, 0.25, -1.0, 0.0] [0i64, 1i64, 0i64, 2i64, -1i64, 1i64, 0i64, 2i64, 2i64, 7i64]
--         [1.0, 2.0, 0.3, 0.7, 0.1, -0.2, 0.4, 0.5, -0.6, 3.0] }
-- output { true true true true }
-- input { [1.0] [0i64, 0i64, 0i64] [0.5, -0.5, 2.0] }
-- output { true true true true }
-- input { [1.0, 2.0] empty([0]i64) empty([0]f64) }
-- output { true true true true }
-- entry: soft_max
-- input { [0.5, -2.0, 1.0] [2i64, 0i64, 2i64, 2i64, 0i64, 5i64] [1.0, 2.0, 3.0, -1.0, 0.0, 4.0] }
-- output { true true true true }
-- entry: pairs
-- input { [0i64, 1i64, 0i64, 1i64, 1i64] [0.5, 1.5, 2.0, -1.0, 0.25] }
-- output { true true }
-- entry: rows_sum
-- input { [0i64, 1i64, 0i64, 3i64, -1i64, 1i64] [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0], [9.0, 1.0], [2.0, 3.0]] }
-- output { [[12.0, 16.0], [10.0, 14.0], [12.0, 16.0], [14.0, 16.0], [0.0, 0.0], [10.0, 14.0]] true }
-- entry: rows_max
-- input { [0i64, 1i64, 0i64, 2i64, -1i64, 1i64] [[1.0, 2.0], [3.0, 10.0], [5.0, 6.0]]
--         [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0], [9.0, 1.0], [2.0, 30.0]] }
-- output { [[0.0, 0.0], [0.0, 0.0], [0.0, 0.0]]
--          [[0.0, 0.0], [0.0, 0.0], [0.0, 1.0], [0.0, 1.0], [0.0, 0.0], [0.0, 1.0]] true }
-- entry: rows_product
-- input { [0i64, 1i64, 0i64, 2i64, 1i64] [[1.0, 2.0], [0.5, -1.0], [3.0, 0.25]]
--         [[1.0, 2.0], [3.0, 0.0], [5.0, 6.0], [7.0, 8.0], [0.5, 3.0]] }
-- output { true }
-- entry: cube
-- input { [1i64, 0i64, 1i64] [[[1.0, 2.0], [3.0, 4.0]], [[5.0, -6.0], [0.5, 8.0]], [[-1.0, 0.0], [2.0, 2.0]]] }
-- output { true }
-- entry: large_general
-- input { 100000i64 }
-- output { true }
-- entry: large_rows
-- input { 5003i64 5i64 }
-- output { true true }

def one_hot (n: i64) (i: i64) : [n]f64 = tabulate n (\j -> if j == i then 1 else 0)

def by_jvp [n] (f: [n]f64 -> f64) (xs: [n]f64) : [n]f64 =
  map (\i -> jvp f xs (one_hot n i)) (iota n)

def by_fd [n] (f: [n]f64 -> f64) (xs: [n]f64) : [n]f64 =
  let h = 1e-6
  in map (\i -> (f (map2 (+) xs (map (* h) (one_hot n i))) - f (map2 (-) xs (map (* h) (one_hot n i)))) / (2 * h))
         (iota n)

def close [n] (tol: f64) (a: [n]f64) (b: [n]f64) =
  and (map2 (\x y -> f64.abs (x - y) <= tol * (1 + f64.abs y)) a b)

def weights (m: i64) = map (\i -> f64.i64 i + 1) (iota m)

-- a op b = a*b + a + b (associative and commutative: (1+a)(1+b) - 1);
-- the destination is differentiated too (index 7 and -1 are out of
-- range).
def general [m] [n] (is: [n]i64) (d: [m]f64, v: [n]f64) : f64 =
  let h = reduce_by_index (copy d) (\a b -> a * b + a + b) 0 is v
  in f64.sum (map2 (*) h (weights m))

entry general_op [m] [n] (dest: [m]f64) (is: [n]i64) (vs: [n]f64) =
  let f = general is
  let (gd, gv) = vjp f (dest, vs) 1
  in (close 1e-12 gv (by_jvp (\v -> f (dest, v)) vs), close 1e-12 gd (by_jvp (\d -> f (d, vs)) dest),
      close 1e-6 gv (by_fd (\v -> f (dest, v)) vs), close 1e-6 gd (by_fd (\d -> f (d, vs)) dest))

-- A smooth maximum per bin: log (exp a + exp b), neutral -inf.
def logaddexp (a: f64) (b: f64) =
  let m = f64.max a b
  in if m == -f64.inf then m else m + f64.log (f64.exp (a - m) + f64.exp (b - m))

entry soft_max [m] [n] (dest: [m]f64) (is: [n]i64) (vs: [n]f64) =
  let f = \(d, v) -> f64.sum (map2 (*) (hist logaddexp (-f64.inf) m is v |> map2 logaddexp d) (weights m))
  let g = \(d: [m]f64, v: [n]f64) -> f64.sum (map2 (*) (reduce_by_index (copy d) logaddexp (-f64.inf) is v) (weights m))
  let (gd, gv) = vjp g (dest, vs) 1
  let (fd, fv) = vjp f (dest, vs) 1
  in (close 1e-12 gv (by_jvp (\v -> g (dest, v)) vs), close 1e-12 gd (by_jvp (\d -> g (d, vs)) dest),
      close 1e-6 gv (by_fd (\v -> g (dest, v)) vs), close 1e-12 fd gd && close 1e-12 fv gv)

-- An operator whose result depends on the order of nothing but is not a
-- binary operator of the language: a per-bin sum of squares' root, as
-- sqrt (a^2 + b^2).
entry pairs [n] (is: [n]i64) (vs: [n]f64) =
  let f = \v -> f64.sum (map2 (*) (hist (\a b -> f64.sqrt (a * a + b * b)) 0 2 is v) (weights 2))
  let g = vjp f vs 1
  in (close 1e-12 g (by_jvp f vs), close 1e-6 g (by_fd f vs))

-- A histogram of rows with an elementwise +: each row's adjoint is its
-- bin's (here 2 * the bin's sum); the out-of-range row gets none.
entry rows_sum [n] [m] (is: [n]i64) (rows: [n][m]f64) =
  let f = \x -> let h = reduce_by_index (replicate 4 (replicate m 0)) (map2 (+)) (replicate m 0) is (unflatten x)
                in f64.sum (map (\r -> f64.sum (map (\y -> y * y) r)) h)
  let g = vjp f (flatten rows) 1
  in (unflatten g, close 1e-12 g (by_jvp f (flatten rows)))

-- Per-bin maxima of rows, elementwise: each column's adjoint goes to the
-- row that won (the destination's on a tie).
entry rows_max [n] [m] (is: [n]i64) (dest: [3][m]f64) (rows: [n][m]f64) =
  let f = \(d: [3][m]f64, r: [n][m]f64) ->
            let h = reduce_by_index (copy d) (map2 f64.max) (replicate m (-f64.inf)) is r
            in f64.sum (map (\row -> f64.sum (map2 (*) row (map f64.i64 (iota m)))) h)
  let (gd, gr) = vjp f (dest, rows) 1
  let jr = by_jvp (\x -> f (dest, unflatten x)) (flatten rows)
  let jd = by_jvp (\x -> f (unflatten x, rows)) (flatten dest)
  in (gd, gr, close 1e-12 (flatten gr) jr && close 1e-12 (flatten gd) jd)

-- Per-bin products of rows (a zero included), `hist` with array values.
entry rows_product [n] [m] (is: [n]i64) (dest: [3][m]f64) (rows: [n][m]f64) =
  let f = \(d: [3][m]f64, r: [n][m]f64) ->
            let h = hist (map2 (*)) (replicate m 1) 3 is r
            let h = map2 (map2 (*)) h d
            in f64.sum (map (\row -> f64.sum (map2 (*) row (weights m))) h)
  let (gd, gr) = vjp f (dest, rows) 1
  let jr = by_jvp (\x -> f (dest, unflatten x)) (flatten rows)
  let jd = by_jvp (\x -> f (unflatten x, rows)) (flatten dest)
  in close 1e-12 (flatten gr) jr && close 1e-12 (flatten gd) jd

-- A histogram of matrices with an elementwise general operator.
entry cube [n] [a] [b] (is: [n]i64) (xs: [n][a][b]f64) =
  let f = \x -> let h = hist (map2 (map2 (\p q -> p * q + p + q))) (replicate a (replicate b 0)) 2 is (unflatten_3d x)
                in f64.sum (map2 (*) (flatten_3d h) (weights (2 * a * b)))
  let g = vjp f (flatten_3d xs) 1
  in close 1e-12 g (by_jvp f (flatten_3d xs))

def dot [n] (a: [n]f64) (b: [n]f64) = f64.sum (map2 (*) a b)

def agree [n] (f: [n]f64 -> f64) (x: [n]f64) (v: [n]f64) =
  let lhs = dot (vjp f x 1) v
  let rhs = jvp f x v
  in f64.abs (lhs - rhs) <= 1e-9 * (1 + f64.abs rhs)

def input (n: i64) = tabulate n (\i -> f64.sin (f64.i64 i) / 10)
def direction (n: i64) = tabulate n (\i -> f64.cos (f64.i64 (3 * i)))

entry large_general (n: i64) =
  let is = map (\i -> (i * 7919) % 1000) (iota n)
  in agree (\xs -> f64.sum (hist logaddexp (-f64.inf) 1000 is xs)) (input n) (direction n)

entry large_rows (n: i64) (m: i64) =
  let is = map (\i -> (i * 7919) % 100) (iota n)
  let sums = \x -> let h = hist (map2 (+)) (replicate m 0) 100 is (unflatten (x :> [n * m]f64))
                   in f64.sum (map (\r -> f64.sum (map (\y -> y * y) r)) h)
  let maxima = \x -> f64.sum (flatten (hist (map2 f64.max) (replicate m (-f64.inf)) 100 is (unflatten (x :> [n * m]f64))))
  in (agree sums (input (n * m)) (direction (n * m)), agree maxima (input (n * m)) (direction (n * m)))
