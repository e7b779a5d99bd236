-- Monte Carlo with random-number engines behind a module type: the
-- uniform generator is a functor applied to two engines; each thread
-- owns a generator split from a seed.  Estimates of π and of a mean.
-- ==
-- entry: main
-- input { 4000i64 7i32 } output { true true true }
-- ==
-- entry: first_values
-- input { 1i32 } output { true true }

import "lib/rng"

module U1 = mk_uniform xorshift32
module U2 = mk_uniform lcg

local module estimate (E: rng_engine) = {
  module U = mk_uniform E
  def pi (n: i64) (seed: i32) : f32 =
    let rngs = E.split_rng n (E.rng_from_seed seed)
    let inside r =
      let (r, x) = U.uniform r
      let (_, y) = U.uniform r
      in i32.bool (x * x + y * y <= 1)
    in 4 * f32.i32 (i32.sum (map inside rngs)) / f32.i64 n
  def mean (n: i64) (seed: i32) : f32 =
    let (_, xs) = U.uniforms n (E.rng_from_seed seed)
    in f32.sum xs / f32.i64 n
}

module E1 = estimate xorshift32
module E2 = estimate lcg

entry main (n: i64) (seed: i32) =
  let p1 = E1.pi n seed
  let p2 = E2.pi n seed
  let m = E1.mean n seed
  in (f32.abs (p1 - f32.pi) < 0.15, f32.abs (p2 - f32.pi) < 0.15, f32.abs (m - 0.5) < 0.05)

entry first_values (seed: i32) =
  let (r, a) = U1.uniform (xorshift32.rng_from_seed seed)
  let (_, b) = U1.uniform r
  let (_, c) = U2.uniform (lcg.rng_from_seed seed)
  in (a != b && a >= 0 && a < 1 && b >= 0 && b < 1, c >= 0 && c < 1)
