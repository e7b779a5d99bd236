-- BFAST-monitor style break detection on a stack of pixel time series
-- with missing values (NaN): a harmonic regression is fitted to each
-- pixel's valid history points by the normal equations (a batched
-- matrix product and a Gauss-Jordan inverse), and the moving sum (MOSUM)
-- of the monitoring period's residuals is checked against a bound.
-- The valid points of each pixel are moved to the front by a
-- hand-written scan and scatter, keeping every array regular.
-- ==
-- entry: detect
-- input { 2i64 3f32 12i64 0.25f32 1.5f32
--         [[1f32, 2f32, 1f32, 2f32, 1f32, 2f32, 1f32, 2f32, 1f32, 2f32, 1f32, 2f32, 1f32, 2f32, 1f32, 2f32, 1f32, 2f32],
--          [1f32, 2f32, 1f32, 2f32, 1f32, 2f32, 1f32, 2f32, 1f32, 2f32, 1f32, 2f32, 9f32, 9f32, 9f32, 9f32, 9f32, 9f32]] }
-- output { [-1i64, 12i64] }
-- ==
-- entry: synthetic
-- input { 64i64 120i64 80i64 1i64 23f32 }
-- auto output
-- input { 9i64 40i64 30i64 2i64 12f32 }
-- auto output

module real = f32
type real = real.t

-- The design matrix: intercept, trend and k harmonic pairs.
def design (k2: i64) (freq: real) (n: i64) : [k2][n]real =
  tabulate_2d k2 n (\i t ->
    let x = real.i64 (t + 1)
    in if i == 0 then 1
       else if i == 1 then x
       else let j = real.i64 (i / 2)
            let a = 2 * real.pi * j * x / freq
            in if i % 2 == 0 then real.sin a else real.cos a)

-- Gauss-Jordan inverse of a small matrix, one thread per matrix.
def inverse [k] (a: [k][k]real) : [k][k]real =
  let aug = map2 (\row i -> row ++ map (\j -> if i == j then 1 else 0) (iota k)) a (iota k)
  let aug = loop aug for p < k do
    let piv = aug[p, p]
    let row = map (/ piv) aug[p]
    in #[sequential] map2 (\r i -> if i == p then row else map2 (\x y -> x - r[p] * y) r row) aug (iota k)
  in aug[:, k:] :> [k][k]real

def matvec [r][c] (m: [r][c]real) (v: [c]real) : [r]real =
  map (\row -> real.sum (map2 (*) row v)) m

-- Move the valid (non-NaN) entries of a series to the front, keeping
-- their time indices; returns how many there are.
def compact [n] (ys: [n]real) : (i64, [n]real, [n]i64) =
  let valid = map (\y -> !(real.isnan y)) ys
  let pos = scan (+) 0 (map i64.bool valid)
  let cnt = if n == 0 then 0 else pos[n - 1]
  let dest = map2 (\v p -> if v then p - 1 else -1) valid pos
  in (cnt, scatter (replicate n real.nan) dest ys, scatter (replicate n (-1)) dest (iota n))

-- First monitoring index whose |MOSUM| exceeds the bound, or -1.
def monitor [n][k2] (x: [k2][n]real) (hist_len: i64) (hfrac: real) (bound: real) (ys: [n]real) : i64 =
  let (_, vals, times) = compact ys
  let in_hist = map (\t -> t >= 0 && t < hist_len) times
  let nh = i64.sum (map i64.bool in_hist)
  -- X restricted to the valid history points, by masking
  let xm = map (\row -> map2 (\t h -> if h then row[t] else 0) times in_hist) x
  let ym = map2 (\v h -> if h then v else 0) vals in_hist
  let xtx = map (\a -> map (\b -> real.sum (map2 (*) a b)) xm) xm
  let beta = matvec (inverse xtx) (matvec xm ym)
  let fitted = map (\t -> if t >= 0 then real.sum (map2 (\row b -> row[t] * b) x beta) else 0) times
  let res = map3 (\v f t -> if t >= 0 then v - f else 0) vals fitted times
  let ss = real.sum (map2 (\r h -> if h then r * r else 0) res in_hist)
  let sigma = real.sqrt (ss / real.i64 (i64.max 1 (nh - k2)))
  let h = i64.max 1 (i64.f32 (hfrac * real.i64 nh))
  let csum = scan (+) 0 res
  let nvalid = i64.sum (map (\t -> i64.bool (t >= 0)) times)
  let mosum i = (csum[i] - csum[i - h]) / (sigma * real.sqrt (real.i64 nh))
  let crossed = map (\i -> i >= nh && i < nvalid && real.abs (mosum i) > bound) (indices res)
  let first = reduce i64.min i64.highest (map2 (\c i -> if c then i else i64.highest) crossed (indices res))
  in if first == i64.highest then -1 else times[first]

entry detect [m][n] (k: i64) (freq: f32) (hist_len: i64) (hfrac: f32) (bound: f32)
                    (images: [m][n]f32) : [m]i64 =
  let k2 = 2 * k + 2
  let x = design k2 freq n
  in map (monitor x hist_len hfrac bound) images

-- Seasonal series with a trend, gaps and a level shift half way through
-- the monitoring period of every third pixel.
entry synthetic (m: i64) (n: i64) (hist_len: i64) (k: i64) (freq: f32) : ([m]i64, i64) =
  let hash (x: i64) = ((x * 2654435761) ^ (x >> 7)) % 1000
  let images = tabulate_2d m n (\p t ->
                 let tt = real.i64 t
                 let noise = real.i64 (hash (p * n + t)) / 1000 - 0.5
                 let seasonal = 3 * real.sin (2 * real.pi * tt / freq)
                 let shift = if p % 3 == 0 && t >= hist_len + (n - hist_len) / 2 then 10 else 0
                 in if hash (p * 7919 + t * 31) < 100 then real.nan
                    else 5 + 0.01 * tt + seasonal + 0.3 * noise + shift)
  let breaks = detect k freq hist_len 0.25 2 images
  in (breaks, i64.sum (map (\b -> i64.bool (b >= 0)) breaks))
