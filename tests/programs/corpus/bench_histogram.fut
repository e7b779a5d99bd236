-- A histogram of random values (benchmark style), checked by its total.
-- ==
-- input { 1000i64 10i64 } output { 1000i64 true }

import "lib/github.com/acme/random/random"

module dist = uniform_int_distribution i64 minstd_rand

def main (n: i64) (bins: i64) =
  let rngs = minstd_rand.split_rng n (minstd_rand.rng_from_seed [42])
  let xs = map (\r -> (dist.rand (0, bins - 1) r).1) rngs
  let h = hist (+) 0 bins xs (replicate n 1i64)
  in (i64.sum h, all (>= 0) h)
