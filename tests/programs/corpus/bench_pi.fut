-- Monte Carlo estimate of pi with the random package (benchmark style:
-- one engine state per point, split from a seed).
-- ==
-- input { 10000i64 1 } output { true }

import "lib/github.com/acme/random/random"

module rng = xorshift64
module dist = uniform_real_distribution f64 rng

def main (n: i64) (seed: i32) : bool =
  let rngs = rng.split_rng n (rng.rng_from_seed [seed])
  let inside (r: rng.rng) =
    let (r, x) = dist.rand (0, 1) r
    let (_, y) = dist.rand (0, 1) r
    in if x * x + y * y <= 1 then 1i64 else 0
  let hits = reduce (+) 0 (map inside rngs)
  let pi = 4 * f64.i64 hits / f64.i64 n
  in f64.abs (pi - f64.pi) < 0.2
