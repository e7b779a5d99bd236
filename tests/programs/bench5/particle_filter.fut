-- A particle filter tracking a 1-D position: particles move by a noisy
-- model, are weighted by the likelihood of the observation, normalised,
-- and resampled systematically with a binary search in the CDF.
-- ==
-- entry: main
-- input { 256i64 [1f32, 2f32, 3f32, 4f32, 5f32, 6f32] 42i32 }
-- output { true }
-- ==
-- entry: resample_test
-- input { [0.1f32, 0.2f32, 0.3f32, 0.4f32] 4i64 0.5f32 }
-- output { [1i64, 2i64, 3i64, 3i64] }

import "lib/rng"

module U = mk_uniform lcg

def gaussian (r: U.rng) : (U.rng, f32) =
  -- sum of 12 uniforms minus 6 approximates N(0,1)
  let (r, s) = loop (r, s) = (r, 0f32) for _i < 12 do
                 let (r, u) = U.uniform r
                 in (r, s + u)
  in (r, s - 6)

def likelihood (obs: f32) (x: f32) : f32 =
  let d = x - obs
  in f32.exp (-(d * d) / (2 * 0.5))

-- index of the first CDF entry >= u
def search [n] (cdf: [n]f32) (u: f32) : i64 =
  let (lo, _) = loop (lo, hi) = (0, n - 1) while lo < hi do
                  let mid = (lo + hi) / 2
                  in if cdf[mid] >= u then (lo, mid) else (mid + 1, hi)
  in lo

def resample [n] (weights: [n]f32) (m: i64) (u0: f32) : [m]i64 =
  let cdf = scan (+) 0 weights
  let total = cdf[n - 1]
  in tabulate m (\j -> search cdf ((f32.i64 j + u0) / f32.i64 m * total))

entry resample_test [n] (weights: [n]f32) (m: i64) (u0: f32) = resample weights m u0

entry main [t] (n: i64) (observations: [t]f32) (seed: i32) =
  let rngs = lcg.split_rng n (lcg.rng_from_seed seed)
  let particles = replicate n 0f32
  let (particles, _, _) =
    loop (particles, rngs, step) = (particles, rngs, 0) for obs in observations do
      let (rngs, noise) = unzip (map gaussian rngs)
      let moved = map2 (\p e -> p + 1 + 0.3 * e) particles noise
      let ws = map (likelihood obs) moved
      let total = f32.sum ws
      let ws = map (/ total) ws
      let (r0, u0) = U.uniform rngs[0]
      let idx = resample ws n u0
      let rngs = rngs with [0] = r0
      in (map (\i -> moved[i]) idx, rngs, step + 1i32)
  let estimate = f32.sum particles / f32.i64 n
  in f32.abs (estimate - observations[t - 1]) < 0.5
