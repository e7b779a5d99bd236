-- k-nearest-neighbour classification: for each query point, the k
-- training points nearest in squared Euclidean distance are chosen by k
-- rounds of arg-min with the chosen ones knocked out, and the query
-- takes the majority label among them (ties to the smaller label).
-- The dimension and element type are parameters of a module.
-- ==
-- entry: classify
-- input { [[0f32, 0f32], [1f32, 0f32], [0f32, 1f32], [5f32, 5f32], [6f32, 5f32], [5f32, 6f32]]
--         [0i32, 0i32, 0i32, 1i32, 1i32, 1i32]
--         [[0.2f32, 0.2f32], [5.5f32, 5.2f32], [3f32, 3f32]] 3i64 2i64 }
-- output { [0i32, 1i32, 0i32] }
-- random input { [300][4]f32 [300]i32 [50][4]f32 5i64 4i64 } auto output
-- ==
-- entry: nearest
-- input { [[0f64, 0f64], [3f64, 4f64], [1f64, 1f64]] [[0.9f64, 1.2f64]] 2i64 }
-- output { [[2i64, 0i64]] [[0.05f64, 2.25f64]] }

module type metric = {
  type t
  val dist [d] : [d]t -> [d]t -> t
  val inf : t
  val lt : t -> t -> bool
}

module euclid (R: real) : metric with t = R.t = {
  type t = R.t
  def dist [d] (a: [d]t) (b: [d]t) : t =
    R.sum (map2 (\x y -> R.((x - y) * (x - y))) a b)
  def inf = R.inf
  def lt = (R.<)
}

module knn (M: metric) = {
  type t = M.t

  -- arg-min of a row of distances, smaller index on ties
  def argmin [n] (ds: [n]t) : (i64, t) =
    let pick (i, a) (j, b) =
      if M.lt b a || (!(M.lt a b) && j < i) then (j, b) else (i, a)
    in reduce_comm pick (-1, M.inf) (zip (iota n) ds)

  def k_nearest [n][d] (k: i64) (train: [n][d]t) (q: [d]t) : ([k]i64, [k]t) =
    let ds = map (M.dist q) train
    let (_, is, vs) =
      loop (ds, is, vs) = (ds, replicate k 0, replicate k M.inf) for r < k do
        let (i, v) = argmin ds
        in (ds with [i] = M.inf, is with [r] = i, vs with [r] = v)
    in (is, vs)

  def vote [k] (classes: i64) (labels: [k]i32) : i32 =
    let counts = hist (+) 0 classes (map i64.i32 labels) (replicate k 1i32)
    let (best, _) = reduce (\(i, a) (j, b) -> if b > a || (b == a && j < i) then (j, b) else (i, a))
                           (i64.highest, -1) (zip (iota classes) counts)
    in i32.i64 best
}

module knn32 = knn (euclid f32)
module knn64 = knn (euclid f64)

entry classify [n][d][m] (train: [n][d]f32) (labels: [n]i32) (queries: [m][d]f32)
                         (k: i64) (classes: i64) : [m]i32 =
  let labels = map (\l -> (l % i32.i64 classes + i32.i64 classes) % i32.i64 classes) labels
  in map (\q -> let (is, _) = knn32.k_nearest k train q
                in knn32.vote classes (map (\i -> labels[i]) is)) queries

entry nearest [n][d][m] (train: [n][d]f64) (queries: [m][d]f64) (k: i64) : ([m][k]i64, [m][k]f64) =
  map (knn64.k_nearest k train) queries |> unzip
