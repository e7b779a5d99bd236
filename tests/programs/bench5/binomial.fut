-- Binomial option pricing (Cox–Ross–Rubinstein) for an American put:
-- the tree is walked back from the leaves, one level per loop iteration,
-- each level a map over its nodes.  Many options are priced at once.
-- ==
-- entry: main
-- input { [100f32, 100f32] [100f32, 110f32] 1f32 0.05f32 0.2f32 200i64 }
-- output { [6.09f32, 11.98f32] true }
-- ==
-- entry: converges
-- input { 100f32 105f32 0.5f32 0.03f32 0.25f32 } output { true }

def price_one (s0: f32) (strike: f32) (t: f32) (r: f32) (vol: f32) (steps: i64) (american: bool) : f32 =
  let dt = t / f32.i64 steps
  let u = f32.exp (vol * f32.sqrt dt)
  let d = 1 / u
  let disc = f32.exp (-r * dt)
  let p = (f32.exp (r * dt) - d) / (u - d)
  let leaves = tabulate (steps + 1) (\i -> f32.max 0 (strike - s0 * u ** f32.i64 (2 * i - steps)))
  let values =
    loop vs = leaves for k in 0..<steps do
      let level = steps - 1 - k
      -- nodes 0..level of the new level; vs has level + 2 valid entries
      in tabulate (steps + 1) (\i ->
           if i > level then 0
           else let cont = disc * (p * vs[i + 1] + (1 - p) * vs[i])
                let exercise = strike - s0 * u ** f32.i64 (2 * i - level)
                in if american then f32.max cont exercise else cont)
  in values[0]

entry main [n] (spots: [n]f32) (strikes: [n]f32) (t: f32) (r: f32) (vol: f32) (steps: i64) =
  let american = map2 (\s k -> price_one s k t r vol steps true) spots strikes
  let european = map2 (\s k -> price_one s k t r vol steps false) spots strikes
  in (map (\x -> f32.round (x * 100) / 100) american,
      and (map2 (>=) american european))

-- The European binomial price tends to the Black–Scholes price as the
-- number of steps grows (put price from the closed form).
def bs_put (s: f32) (k: f32) (t: f32) (r: f32) (v: f32) : f32 =
  let cnd x = 0.5 * (1 + f32.erf (x / f32.sqrt 2))
  let d1 = (f32.log (s / k) + (r + v * v / 2) * t) / (v * f32.sqrt t)
  let d2 = d1 - v * f32.sqrt t
  in k * f32.exp (-r * t) * cnd (-d2) - s * cnd (-d1)

entry converges (s: f32) (k: f32) (t: f32) (r: f32) (vol: f32) : bool =
  let exact = bs_put s k t r vol
  let errs = map (\steps -> f32.abs (price_one s k t r vol steps false - exact)) [16, 64, 256]
  in errs[2] < errs[0] && errs[2] < 0.02
