-- Black–Scholes European option pricing, one option per thread, with the
-- cumulative normal distribution by its polynomial approximation.  The
-- put–call parity checks the prices.
-- ==
-- entry: main
-- input { [100f32, 100f32, 50f32] [100f32, 90f32, 60f32] [1f32, 0.5f32, 2f32]
--         0.05f32 0.2f32 }
-- output { true [10.45f32, 13.50f32, 3.96f32] }
-- ==
-- entry: delta
-- input { [100f32, 80f32, 120f32] 100f32 1f32 0.05f32 0.2f32 }
-- output { true }

def cnd (x: f32) : f32 =
  let a1 = 0.31938153
  let a2 = -0.356563782
  let a3 = 1.781477937
  let a4 = -1.821255978
  let a5 = 1.330274429
  let l = f32.abs x
  let k = 1 / (1 + 0.2316419 * l)
  let w = 1 - 1 / f32.sqrt (2 * f32.pi) * f32.exp (-l * l / 2)
              * (a1 * k + a2 * k ** 2 + a3 * k ** 3 + a4 * k ** 4 + a5 * k ** 5)
  in if x < 0 then 1 - w else w

def black_scholes (call: bool) (s: f32) (x: f32) (t: f32) (r: f32) (v: f32) : f32 =
  let d1 = (f32.log (s / x) + (r + v * v / 2) * t) / (v * f32.sqrt t)
  let d2 = d1 - v * f32.sqrt t
  in if call then s * cnd d1 - x * f32.exp (-r * t) * cnd d2
     else x * f32.exp (-r * t) * cnd (-d2) - s * cnd (-d1)

def round2 (x: f32) = f32.round (x * 100) / 100

entry main [n] (spot: [n]f32) (strike: [n]f32) (years: [n]f32) (r: f32) (v: f32) =
  let calls = map3 (\s x t -> black_scholes true s x t r v) spot strike years
  let puts = map3 (\s x t -> black_scholes false s x t r v) spot strike years
  let parity = map5 (\c p s x t -> f32.abs (c - p - (s - x * f32.exp (-r * t))) < 1e-2)
                    calls puts spot strike years
  in (and parity, map round2 calls)

-- The delta of a call is N(d1); a central difference of the price agrees.
entry delta [n] (spots: [n]f32) (strike: f32) (t: f32) (r: f32) (v: f32) : bool =
  let analytic s = cnd ((f32.log (s / strike) + (r + v * v / 2) * t) / (v * f32.sqrt t))
  let numeric s = (black_scholes true (s + 0.5) strike t r v
                   - black_scholes true (s - 0.5) strike t r v) / 1
  in all (\s -> f32.abs (analytic s - numeric s) < 1e-2) spots
