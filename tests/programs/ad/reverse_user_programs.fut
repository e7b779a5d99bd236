-- Gradients of programs written the way users write them, each by the
-- reverse sweep (`--dump-after=ad` says "reverse sweep" for every vjp
-- here; forward mode over the basis vectors would take minutes to hours
-- at these sizes in the interpreter): a two-layer network's cross-entropy
-- loss (matrix products, relu, softmax), a least-squares fit, a physics
-- step iterated in a loop, a log-sum-exp, Horner's rule in a loop, the
-- k-means cost with argmin, max- and average-pooling, a one-dimensional
-- convolution, an embedding lookup, logistic regression, a recurrent
-- network, layer normalisation, attention and a reduce_stream.  Each
-- gradient g is checked by <g, v> = jvp f x v for a direction v (k-means
-- against its closed form).  The sizes are small (each still above a
-- work-group of 256: 289 pooled cells, 300 points): the reverse sweep of
-- max-pooling at 128x128 took minutes on PoCL.  Those sizes are for the
-- compiled kernels; the interpreter, which does the same work at any
-- size, runs smaller ones at every stage.
-- ==
-- entry: network
-- input { 8i64 4i64 6i64 3i64 }
-- output { true }
-- compiled input { 64i64 32i64 24i64 10i64 }
-- output { true }
-- entry: least_squares
-- input { 50i64 6i64 }
-- output { true }
-- compiled input { 2000i64 40i64 }
-- output { true }
-- entry: physics
-- input { 100i64 }
-- output { true }
-- compiled input { 5000i64 }
-- output { true }
-- entry: log_sum_exp
-- input { 1000i64 }
-- output { true }
-- compiled input { 100000i64 }
-- output { true }
-- entry: horner
-- input { 10i64 30i64 }
-- output { true }
-- compiled input { 100i64 300i64 }
-- output { true }
-- entry: kmeans
-- input { 30i64 4i64 3i64 }
-- output { true }
-- compiled input { 300i64 20i64 8i64 }
-- output { true }
-- entry: pooling
-- input { 10i64 }
-- output { true }
-- compiled input { 34i64 }
-- output { true }
-- entry: convolution
-- input { 200i64 5i64 }
-- output { true }
-- compiled input { 2000i64 5i64 }
-- output { true }
-- entry: embedding
-- input { 50i64 100i64 4i64 }
-- output { true }
-- compiled input { 1000i64 2000i64 16i64 }
-- output { true }
-- entry: logistic
-- input { 100i64 5i64 }
-- output { true }
-- compiled input { 2000i64 30i64 }
-- output { true }
-- entry: recurrent
-- input { 8i64 6i64 }
-- output { true }
-- compiled input { 50i64 30i64 }
-- output { true }
-- entry: layer_norm
-- input { 10i64 16i64 }
-- output { true }
-- compiled input { 100i64 64i64 }
-- output { true }
-- entry: attention
-- input { 6i64 4i64 }
-- output { true }
-- compiled input { 24i64 16i64 }
-- output { true }
-- entry: stream
-- input { 1000i64 }
-- output { true }
-- compiled input { 100000i64 }
-- output { true }

def dot [n] (a: [n]f64) (b: [n]f64) = f64.sum (map2 (*) a b)

def agree [n] (f: [n]f64 -> f64) (x: [n]f64) (v: [n]f64) =
  let lhs = dot (vjp f x 1) v
  let rhs = jvp f x v
  in f64.abs (lhs - rhs) <= 1e-9 * (1 + f64.abs rhs)

def input (n: i64) = tabulate n (\i -> f64.sin (f64.i64 i * 1.3) / 2)
def direction (n: i64) = tabulate n (\i -> f64.cos (f64.i64 (3 * i)))
def check (n: i64) (f: [n]f64 -> f64) = agree f (input n) (direction n)

def matrix (seed: i64) (n: i64) (m: i64) : [n][m]f64 =
  tabulate_2d n m (\i j -> f64.sin (f64.i64 (seed + i * m + j) * 0.7) / 2)

def matmul [n][m][p] (a: [n][m]f64) (b: [m][p]f64) : [n][p]f64 =
  map (\row -> map (\col -> f64.sum (map2 (*) row col)) (transpose b)) a

def softmax [n] (xs: [n]f64) : [n]f64 =
  let mx = f64.maximum xs
  let es = map (\x -> f64.exp (x - mx)) xs
  let s = f64.sum es
  in map (/ s) es

entry network (b: i64) (i: i64) (h: i64) (o: i64) =
  let x = matrix 1 b i
  let y = tabulate_2d b o (\r c -> if c == r % o then 1 else 0)
  let loss = \(ws: [i * h + h * o]f64) ->
    let w1 = unflatten (ws[:i * h] :> [i * h]f64)
    let w2 = unflatten (ws[i * h:] :> [h * o]f64)
    let hid = map (map (f64.max 0)) (matmul x w1)
    let out = map softmax (matmul hid w2)
    in - f64.sum (map2 (\p t -> f64.sum (map2 (\a q -> q * f64.log a) p t)) out y) / f64.i64 b
  in check (i * h + h * o) loss

entry least_squares (n: i64) (m: i64) =
  let xs = matrix 2 n m
  let ys = map (\r -> f64.sum r + 0.5) xs
  in check m (\w -> f64.sum (map2 (\x y -> (dot w x - y) ** 2) xs ys) / f64.i64 n)

def step [n] (dt: f64) (pos: [n]f64, vel: [n]f64) : ([n]f64, [n]f64) =
  let acc = map (\p -> -p - 0.1 * p * p * p) pos
  let vel' = map2 (\v a -> v + dt * a) vel acc
  let pos' = map2 (\p v -> p + dt * v) pos vel'
  in (pos', vel')

entry physics (n: i64) =
  check (2 * n) (\s -> let (p, v) = loop st = (s[:n] :> [n]f64, s[n:] :> [n]f64) for _i < 50 do step 0.01 st
                       in f64.sum (map2 (\a b -> a * a + b * b) p v))

entry log_sum_exp (n: i64) =
  check n (\xs -> let m = f64.maximum xs in m + f64.log (f64.sum (map (\x -> f64.exp (x - m)) xs)))

def horner_eval [n] (x: f64) (cs: [n]f64) = loop acc = 0 for i < n do acc * x + cs[n - 1 - i]

entry horner (n: i64) (k: i64) =
  let xs = map (\x -> x / 2) (input k)
  in check n (\cs -> f64.sum (map (\x -> horner_eval x cs) xs))

def dist [d] (a: [d]f64) (b: [d]f64) = f64.sum (map2 (\x y -> (x - y) * (x - y)) a b)

def argmin [k] (ds: [k]f64) : i64 =
  let (_, i) = reduce (\(a, i) (b, j) -> if a < b || (a == b && i < j) then (a, i) else (b, j))
                      (f64.inf, -1) (zip ds (iota k))
  in i

-- Checked against the closed form (a centroid's gradient is the sum of
-- 2 (c - p) over the points assigned to it), not jvp: the OpenCL backend
-- miscompiles the jvp of this argmin (a reduce on (f64, i64) pairs with
-- tangents reads an index from a float's bits); the interpreter's jvp
-- agrees with the gradient.
entry kmeans (n: i64) (k: i64) (d: i64) =
  let pts = matrix 3 n d
  let f = \c -> let cs = unflatten c in f64.sum (map (\p -> let ds = map (dist p) cs in ds[argmin ds]) pts)
  let x = input (k * d)
  let cs = unflatten x
  let owner = map (\p -> argmin (map (dist p) cs)) pts
  let pulls = map2 (\p c -> map2 (\a b -> 2 * (b - a)) p cs[c]) pts owner
  let expected = flatten (reduce_by_index (replicate k (replicate d 0)) (map2 (+)) (replicate d 0) owner pulls)
  in and (map2 (\a b -> f64.abs (a - b) <= 1e-12 * (1 + f64.abs b)) (vjp f x 1) expected)

entry pooling (n: i64) =
  let h = n / 2
  let f = \x ->
    let xs = unflatten (x :> [n * n]f64)
    let mx = tabulate_2d h h (\i j -> f64.max (f64.max xs[2*i, 2*j] xs[2*i, 2*j+1]) (f64.max xs[2*i+1, 2*j] xs[2*i+1, 2*j+1]))
    let avg = tabulate_2d h h (\i j -> (xs[2*i, 2*j] + xs[2*i, 2*j+1] + xs[2*i+1, 2*j] + xs[2*i+1, 2*j+1]) / 4)
    in f64.sum (map2 (\a b -> a * b) (flatten mx) (flatten avg))
  in check (n * n) f

entry convolution (n: i64) (k: i64) =
  let ker = input k
  in check n (\xs -> f64.sum (map (\y -> y * y) (tabulate (n - k + 1) (\i -> dot ker (xs[i:i + k] :> [k]f64)))))

entry embedding (n: i64) (v: i64) (d: i64) =
  let ids = map (\i -> (i * 7919) % v) (iota n)
  in check (v * d) (\e -> let emb = unflatten e
                          in f64.sum (map (\i -> f64.sum (map (\x -> x * x * x) emb[i])) ids))

def sigmoid (x: f64) = 1 / (1 + f64.exp (-x))

entry logistic (n: i64) (m: i64) =
  let xs = matrix 4 n m
  let ys = map (\r -> f64.sum r > 0) xs
  in check (m + 1) (\wb -> let w = wb[:m] :> [m]f64
                           let b = wb[m]
                           let ps = map (\x -> sigmoid (dot x w + b)) xs
                           in - f64.sum (map2 (\p y -> if y then f64.log p else f64.log (1 - p)) ps ys))

entry recurrent (t: i64) (h: i64) =
  let xs = matrix 5 t h
  in check (h * h) (\ws -> let w = unflatten ws
                           let s = loop s = replicate h 0 for x in xs do
                                     map2 (\a b -> f64.tanh (a + b)) (map (\r -> dot r s) w) x
                           in f64.sum (map (\v -> v * v) s))

def norm [n] (xs: [n]f64) =
  let mu = f64.sum xs / f64.i64 n
  let var = f64.sum (map (\x -> (x - mu) ** 2) xs) / f64.i64 n
  in map (\x -> (x - mu) / f64.sqrt (var + 1e-5)) xs

entry layer_norm (b: i64) (n: i64) =
  let g = input n
  in check (b * n) (\x -> f64.sum (map (\xs -> dot g (norm xs)) (unflatten x)))

entry attention (n: i64) (d: i64) =
  let f = \x -> let q = unflatten (x[:n * d] :> [n * d]f64)
                let k = unflatten (x[n * d:2 * n * d] :> [n * d]f64)
                let v = unflatten (x[2 * n * d:] :> [n * d]f64)
                let s = map (\qi -> softmax (map (\kj -> dot qi kj) k)) q
                in f64.sum (flatten (matmul s v))
  in check (3 * n * d) f

entry stream (n: i64) =
  check n (\xs -> reduce_stream (+) (\_ c -> f64.sum (map (\x -> x * x * x) c)) xs
                  + f64.sum (map_stream (\_ c -> map f64.sin c) xs))
