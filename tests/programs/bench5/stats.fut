-- Descriptive statistics with several entry points: a parallel
-- mean/variance by merging (count, mean, M2) records (Welford/Chan),
-- covariance and correlation of columns, a moving average with
-- `unflatten`, outlier removal with `partition`, and a local helper
-- module opened where it is used.
-- ==
-- entry: moments
-- input { [2f64, 4f64, 4f64, 4f64, 5f64, 5f64, 7f64, 9f64] }
-- output { 8i64 5f64 4f64 true }
-- ==
-- entry: correlation
-- input { [1f64, 2f64, 3f64, 4f64] [2f64, 4f64, 6f64, 8f64] [4f64, 3f64, 2f64, 1f64] }
-- output { 1f64 -1f64 [[1.25f64, 2.5f64, -1.25f64], [2.5f64, 5f64, -2.5f64], [-1.25f64, -2.5f64, 1.25f64]] }
-- ==
-- entry: moving_average
-- input { 3i64 [1f32, 2f32, 3f32, 4f32, 5f32, 6f32, 7f32] }
-- output { [2f32, 5f32] [2f32, 3f32, 4f32, 5f32, 6f32] }
-- ==
-- entry: trimmed
-- input { 2f64 [1f64, 2f64, 3f64, 100f64, 2f64, 3f64, -50f64] }
-- output { [1f64, 2f64, 3f64, 2f64, 3f64, -50f64] [100f64] }

local module welford = {
  type acc = {n: i64, mean: f64, m2: f64}
  def zero : acc = {n = 0, mean = 0, m2 = 0}
  def single (x: f64) : acc = {n = 1, mean = x, m2 = 0}
  def merge (a: acc) (b: acc) : acc =
    if a.n == 0 then b else if b.n == 0 then a
    else let n = a.n + b.n
         let delta = b.mean - a.mean
         let nf = f64.i64 n
         in {n, mean = a.mean + delta * f64.i64 b.n / nf,
             m2 = a.m2 + b.m2 + delta * delta * f64.i64 a.n * f64.i64 b.n / nf}
  def variance (a: acc) = a.m2 / f64.i64 a.n
}

entry moments [n] (xs: [n]f64) =
  let acc = welford.(reduce merge zero (map single xs))
  let seq = foldl (\a x -> welford.merge a (welford.single x)) welford.zero xs
  let mean2 = foldr (+) 0 xs / f64.i64 n
  in (acc.n, acc.mean, welford.variance acc, f64.abs (seq.m2 - acc.m2) < 1e-9 && f64.abs (mean2 - acc.mean) < 1e-12)

def cov [n] (a: [n]f64) (b: [n]f64) : f64 =
  let ma = f64.sum a / f64.i64 n
  let mb = f64.sum b / f64.i64 n
  in f64.sum (map2 (\x y -> (x - ma) * (y - mb)) a b) / f64.i64 n

entry correlation [n] (xs: [n]f64) (ys: [n]f64) (zs: [n]f64) =
  let corr a b = cov a b / f64.sqrt (cov a a * cov b b)
  let cols = [xs, ys, zs]
  let (a, b, c) = unzip3 (zip3 xs ys zs)
  let m = map (\u -> map (cov u) cols) [a, b, c]
  in (corr xs ys, corr xs zs, m)

entry moving_average [n] (w: i64) (xs: [n]f32) =
  -- block averages over whole windows, and sliding averages
  let k = n / w
  let blocks = unflatten (xs[:k * w] :> [k * w]f32) : [k][w]f32
  let block_avg = map (\b -> f32.sum b / f32.i64 w) blocks
  let ps = scan (+) 0 xs
  let sliding = tabulate (n - w + 1) (\i -> (ps[i + w - 1] - (if i == 0 then 0 else ps[i - 1])) / f32.i64 w)
  in (block_avg, sliding)

entry trimmed [n] (z: f64) (xs: [n]f64) =
  let mean = f64.sum xs / f64.i64 n
  let sd = f64.sqrt (f64.sum (map (\x -> (x - mean) ** 2) xs) / f64.i64 n)
  in partition (\x -> f64.abs (x - mean) <= z * sd) xs
