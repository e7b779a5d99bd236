-- A random-number library written as parametric modules, in the style of
-- library packages: engines behind a module type with an abstract state
-- type, distributions as functors over an engine.  No test block.

module type rng_engine = {
  -- | The integral type of the raw numbers.
  module int: integral
  -- | The state of the engine.
  type rng
  val rng_from_seed [n]: [n]i32 -> rng
  val split_rng: (n: i64) -> rng -> [n]rng
  val join_rng [n]: [n]rng -> rng
  val rand: rng -> (rng, int.t)
  val min: int.t
  val max: int.t
}

module type rng_distribution = {
  module engine: rng_engine
  module num: numeric
  type distribution
  val rand: distribution -> engine.rng -> (engine.rng, num.t)
}

-- A mixing function used to derive states from seeds.
local def hash (x: i32): i32 =
  let x = ((x >> 16) ^ x) * 0x45d9f3b
  let x = ((x >> 16) ^ x) * 0x45d9f3b
  let x = ((x >> 16) ^ x)
  in x

module linear_congruential_engine (T: integral) (P: {
  val a: T.t
  val c: T.t
  val m: T.t
}): rng_engine with int.t = T.t with rng = T.t = {
  type t = T.t
  type rng = t
  module int = T

  def rand (x: rng): (rng, t) =
    let rng' = (P.a T.* x T.+ P.c) T.%% P.m
    in (rng', rng')

  def rng_from_seed [n] (seed: [n]i32): rng =
    let seed' = loop seed' = 1 for i < n do
                  u32.(((seed' >> 16) ^ seed') ^ (i32 seed[i] ^ 0b1010101010101))
    in (rand (T.u32 seed')).0

  def split_rng (n: i64) (x: rng): [n]rng =
    map (\i -> x T.^ T.i32 (hash (i32.i64 i))) (iota n)

  def join_rng [n] (xs: [n]rng): rng =
    reduce (T.^) (T.i32 0) xs

  def min = T.i32 0
  def max = P.m
}

-- | A 64-bit xorshift engine with a record state.
module xorshift64: rng_engine with int.t = u64 = {
  module int = u64
  type rng = {state: u64}

  def rand ({state}: rng): (rng, u64) =
    let x = state
    let x = x ^ (x << 13)
    let x = x ^ (x >> 7)
    let x = x ^ (x << 17)
    in ({state = x}, x)

  def rng_from_seed [n] (seed: [n]i32): rng =
    let s = loop s = 88172645463325252u64 for x in seed do
              s ^ (u64.i32 (hash x) * 0x9E3779B97F4A7C15)
    in {state = if s == 0 then 1 else s}

  def split_rng (n: i64) ({state}: rng): [n]rng =
    map (\i -> (rand {state = state ^ u64.i64 (i + 1) * 0xBF58476D1CE4E5B9}).0) (iota n)

  def join_rng [n] (xs: [n]rng): rng =
    {state = reduce (^) 0 (map (.state) xs)}

  def min = 0u64
  def max = u64.highest
}

module minstd_rand =
  linear_congruential_engine u32 {
    def a = 48271u32
    def c = 0u32
    def m = 2147483647u32
  }

module uniform_int_distribution (D: integral) (E: rng_engine):
  rng_distribution with num.t = D.t
                   with engine.rng = E.rng
                   with distribution = (D.t, D.t) = {
  module engine = E
  module num = D
  type distribution = (D.t, D.t)

  def uniform (min: D.t) (max: D.t): distribution = (min, max)

  def rand ((min, max): distribution) (rng: E.rng): (E.rng, D.t) =
    let (rng, x) = E.rand rng
    let span = max D.- min D.+ D.i32 1
    let x' = D.u64 (u64.i64 (E.int.to_i64 x))
    in (rng, min D.+ (x' D.%% span))
}

module uniform_real_distribution (R: real) (E: rng_engine):
  rng_distribution with num.t = R.t
                   with engine.rng = E.rng
                   with distribution = (R.t, R.t) = {
  module engine = E
  module num = R
  type distribution = (num.t, num.t)

  def to_R (x: E.int.t): R.t = R.u64 (u64.i64 (E.int.to_i64 x))

  def uniform (min: num.t) (max: num.t): distribution = (min, max)

  def rand ((min_r, max_r): distribution) (rng: E.rng): (E.rng, R.t) =
    let (rng', x) = E.rand rng
    let x' = R.((to_R x - to_R E.min) / (to_R E.max - to_R E.min))
    in (rng', R.(min_r + x' * (max_r - min_r)))
}
