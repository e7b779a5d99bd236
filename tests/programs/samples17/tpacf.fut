-- Two-point angular correlation (Parboil's tpacf): points on the unit
-- sphere are given by right ascension and declination in degrees; the
-- pairs' angular separations are binned by a binary search over the
-- cosines of logarithmically spaced bin edges, for data-data (each
-- unordered pair once), data-random and random-random.
-- ==
-- entry: correlate
-- input { [0f64, 80f64, 0f64, 0.5f64] [0f64, 0f64, 70f64, 0.2f64]
--         [45f64, 10f64, 0.3f64] [0f64, 0.01f64, 0.1f64] 6i64 }
-- output { [0i64, 0i64, 0i64, 1i64, 0i64, 5i64, 0i64]
--          [0i64, 0i64, 2i64, 0i64, 2i64, 8i64, 0i64]
--          [0i64, 0i64, 0i64, 0i64, 1i64, 2i64, 0i64] }
-- random input { [200]f64 [200]f64 [150]f64 [150]f64 12i64 } auto output

module real = f64
type real = real.t

type point = {x: real, y: real, z: real}

def deg2rad (d: real) = d * real.pi / 180

def to_point (ra: real) (dec: real) : point =
  let ra = deg2rad ra
  let dec = deg2rad dec
  in {x = real.cos dec * real.cos ra, y = real.cos dec * real.sin ra, z = real.sin dec}

def dot (a: point) (b: point) = a.x*b.x + a.y*b.y + a.z*b.z

-- Bin edges from 1 arc-minute to 90 degrees, logarithmically spaced, as
-- decreasing cosines.  Bin 0 holds separations below the first edge,
-- bin nbins those above the last.
def edges (nbins: i64) : [nbins]real =
  let lo = real.log10 (1 / 60)
  let hi = real.log10 90
  in tabulate nbins (\i -> let e = lo + (hi - lo) * real.i64 i / real.i64 (nbins - 1)
                          in real.cos (deg2rad (10 ** e)))

-- Number of edges whose cosine is >= c: the bin of a pair with cosine c.
#[inline]
def bin_of [k] (cosines: [k]real) (c: real) : i64 =
  let (lo, _) =
    loop (lo, hi) = (0, k) while lo < hi do
      let mid = (lo + hi) / 2
      in if #[unsafe] cosines[mid] >= c then (mid + 1, hi) else (lo, mid)
  in lo

def histogram [n][m] (nbins: i64) (same: bool) (as: [n]point) (bs: [m]point) : [nbins+1]i64 =
  let cs = edges nbins
  let pairs = flatten (map (\(i, a) ->
                              map (\(j, b) -> if same && j <= i then -1
                                              else bin_of cs (real.min 1 (real.max (-1) (dot a b))))
                                  (zip (iota m) bs))
                           (zip (iota n) as))
  in hist (+) 0 (nbins+1) pairs (map (const 1) pairs)

entry correlate [n][m] (dra: [n]real) (ddec: [n]real) (rra: [m]real) (rdec: [m]real) (nbins: i64) =
  let ds = map2 to_point dra ddec
  let rs = map2 to_point rra rdec
  in (histogram nbins true ds ds, histogram nbins false ds rs, histogram nbins true rs rs)
