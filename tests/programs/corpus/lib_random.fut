-- Uses the random-number package: engines, distributions over engines,
-- split/join of states, an engine with a record state.
-- ==
-- input { 100i64 7 } output { true true 100i64 48271u32 182605794u32 true }
-- input { 0i64 1 } output { true true 0i64 48271u32 182605794u32 true }

import "lib/github.com/acme/random/random"

module dist = uniform_int_distribution i32 minstd_rand
module rdist = uniform_real_distribution f32 xorshift64

def main (n: i64) (seed: i32) =
  let rng = minstd_rand.rng_from_seed [seed]
  let rngs = minstd_rand.split_rng n rng
  let (rngs', xs) = unzip (map (dist.rand (1, 6)) rngs)
  let ok1 = all (\x -> x >= 1 && x <= 6) xs
  let r2 = xorshift64.rng_from_seed [seed, 2]
  let (_, ys) =
    loop (r, acc) = (r2, replicate 10 0f32) for i < 10 do
      let (r, y) = rdist.rand (2, 3) r
      in (r, acc with [i] = y)
  let ok2 = all (\y -> y >= 2 && y <= 3) ys
  let (s1, a) = minstd_rand.rand 1u32
  let (_, b) = minstd_rand.rand s1
  let j = minstd_rand.join_rng rngs'
  in (ok1, ok2, length xs, a, b, j >= minstd_rand.min)
