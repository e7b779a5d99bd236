-- vjp of reduce_by_index/hist with operators on tuples (sorted by bin,
-- segmented scans from both ends: IFL'23's rule for tuples): an argmax
-- per bin with its index, a (sum, count) pair giving each bin's mean,
-- a minimum with a float payload, a componentwise pair of sums and
-- products, and one reading a weight of the function.  Checked against
-- jvp and finite differences.
-- ==
-- entry: argmax_bins
-- input { [0i64, 1i64, 0i64, 2i64, -1i64, 1i64, 0i64, 2i64, 9i64] [1.0, 2.0, 3.0, 0.7, 0.1, -0.2, 0.4, 0.5, 3.0] }
-- output { true true }
-- entry: mean_bins
-- input { [0i64, 1i64, 0i64, 2i64, -1i64, 1i64, 0i64, 2i64, 9i64] [1.0, 2.0, 3.0, 0.7, 0.1, -0.2, 0.4, 0.5, 3.0] }
-- output { true true }
-- input { empty([0]i64) empty([0]f64) }
-- output { true true }
-- entry: min_payload
-- input { [0i64, 1i64, 0i64, 2i64, -1i64, 1i64, 0i64, 2i64] [1.0, 2.0, 0.3, 0.7, 0.1, -0.2, 0.4, 0.5]
--         [0.5, -1.0, 2.0, 1.5, 3.0, 0.25, -0.5, 2.5] }
-- output { true true }
-- entry: sum_product
-- input { [0.5, 2.0] [1.0, -1.0] [0i64, 1i64, 0i64, 1i64, 1i64, 3i64] [1.0, 2.0, 0.3, 0.7, 0.1, -0.2] }
-- output { true true }
-- entry: weighted_pair
-- input { 0.5 [0i64, 1i64, 0i64, 2i64, 1i64, 0i64] [1.0, 2.0, 0.3, 0.7, 0.1, -0.2] }
-- output { true true }
-- entry: large_mean
-- input { 100000i64 }
-- output { true }

def one_hot (n: i64) (i: i64) : [n]f64 = tabulate n (\j -> if j == i then 1 else 0)

def close [n] (tol: f64) (a: [n]f64) (b: [n]f64) =
  and (map2 (\x y -> f64.abs (x - y) <= tol * (1 + f64.abs y)) a b)

-- The gradient of f at xs by vjp, against jvp (every direction) and
-- central finite differences.
def check [n] (f: [n]f64 -> f64) (xs: [n]f64) : (bool, bool) =
  let g = vjp f xs 1
  let j = map (\i -> jvp f xs (one_hot n i)) (iota n)
  let h = 1e-6
  let fd = map (\i -> (f (map2 (+) xs (map (* h) (one_hot n i))) - f (map2 (-) xs (map (* h) (one_hot n i)))) / (2 * h))
               (iota n)
  in (close 1e-9 g j, close 1e-5 g fd)

def weights (m: i64) = map (\i -> f64.i64 i + 1) (iota m)

-- The maximum of each of 3 bins with the index of the value that gave it
-- (the smaller index on a tie), its value scaled by the index.
def argmax (a: f64, i: i64) (b: f64, j: i64) : (f64, i64) =
  if a > b then (a, i) else if b > a then (b, j) else (a, i64.min i j)

entry argmax_bins [n] (is: [n]i64) (vs: [n]f64) =
  check (\vs -> let (ms, ks) = unzip (reduce_by_index (replicate 3 (-f64.inf, -1)) argmax (-f64.inf, -1) is
                                                      (zip (map (* 2) vs) (iota n)))
                in f64.sum (map2 (\m k -> if k < 0 then 0 else m * f64.i64 (k + 1)) ms ks))
        vs

-- Each bin's mean, from a (sum, count) pair.
entry mean_bins [n] (is: [n]i64) (vs: [n]f64) =
  check (\vs -> let (ss, cs) = unzip (hist (\(s1, c1) (s2, c2) -> (s1 + s2, c1 + c2)) (0, 0i64) 3 is
                                           (zip (map f64.sin vs) (replicate n 1)))
                in f64.sum (map3 (\s c w -> if c == 0 then 0 else w * s / f64.i64 c) ss cs (weights 3)))
        vs

-- The minimum key of each bin with its payload (the smaller payload on a
-- tie); both keys and payloads differentiated.
entry min_payload [n] (is: [n]i64) (ks: [n]f64) (ps: [n]f64) =
  check (\kps -> let ks' = kps[:n] :> [n]f64
                 let ps' = kps[n:] :> [n]f64
                 let (mk, mp) = unzip (reduce_by_index (replicate 3 (f64.inf, 0))
                                                       (\(a, p) (b, q) -> if a < b || (a == b && p <= q)
                                                                          then (a, p) else (b, q))
                                                       (f64.inf, 0) is (zip ks' ps'))
                 in f64.sum (map3 (\k p w -> if k == f64.inf then 0 else w * (k * k + p * p * p)) mk mp (weights 3)))
        (ks ++ ps)

-- A componentwise (sum, product) pair into a destination read from the
-- differentiated arrays too.
entry sum_product [m] [n] (d1: [m]f64) (d2: [m]f64) (is: [n]i64) (vs: [n]f64) =
  check (\xs -> let a = xs[:m] :> [m]f64
                let b = xs[m:2*m] :> [m]f64
                let v = xs[2*m:] :> [n]f64
                let (s, p) = unzip (reduce_by_index (zip (copy a) (copy b)) (\(s1, p1) (s2, p2) -> (s1 + s2, p1 * p2))
                                                    (0, 1) is (zip v (map (+ 0.5) v)))
                in f64.sum (map3 (\x y w -> w * x * y) s p (weights m)))
        (d1 ++ d2 ++ vs)

-- (value, weight) pairs combined by a weighted sum whose mixing factor w
-- is a parameter: (a, u) op (b, v) = (a + b + w * u * v, u + v).
entry weighted_pair [n] (w: f64) (is: [n]i64) (vs: [n]f64) =
  check (\xs -> let w = xs[0]
                let v = xs[1:] :> [n]f64
                let (r, _) = unzip (hist (\(a, u) (b, z) -> (a + b + w * u * z, u + z)) (0, 0) 3 is
                                         (zip (map (* 2) v) v))
                in f64.sum (map2 (*) r (weights 3)))
        ([w] ++ vs)

-- 100,000 values into 1,000 bins' means: forward mode over the basis
-- vectors would take hours.
entry large_mean (n: i64) =
  let vs = map (\i -> f64.sin (f64.i64 i)) (iota n)
  let is = map (\i -> (i * 7919) % 1000) (iota n)
  let f (vs: [n]f64) =
    let (ss, cs) = unzip (hist (\(s1, c1) (s2, c2) -> (s1 + s2, c1 + c2)) (0, 0i64) 1000 is
                               (zip (map (\v -> v * v) vs) (replicate n 1)))
    in f64.sum (map2 (\s c -> if c == 0 then 0 else s / f64.i64 c) ss cs)
  let g = vjp f vs 1
  in f64.abs (g[0] - jvp f vs (one_hot n 0)) < 1e-12 && f64.abs (g[n-1] - jvp f vs (one_hot n (n-1))) < 1e-12
