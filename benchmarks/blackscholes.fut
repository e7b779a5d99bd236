-- | Black-Scholes call option prices (ICFP'15, section 7; the AMD SDK
-- benchmark): spot prices, strikes and maturities in, call prices out.
-- bench: bytes 4*4*n flops 60*n
-- ==
-- input @ data/blackscholes-small.in output @ data/blackscholes-small.out
-- large input @ data/blackscholes-4M.in output @ data/blackscholes-4M.out

-- The cumulative normal distribution (Abramowitz and Stegun 26.2.17).
def cnd (x: f32): f32 =
  let l = f32.abs x
  let k = 1 / (1 + 0.2316419 * l)
  let w = 1 - 1 / f32.sqrt (2 * f32.pi) * f32.exp (-l * l / 2) *
              (k * (0.31938153 + k * (-0.356563782 + k * (1.781477937 +
               k * (-1.821255978 + k * 1.330274429)))))
  in if x < 0 then 1 - w else w

def price (s: f32) (x: f32) (t: f32): f32 =
  let r = 0.02f32
  let v = 0.30f32
  let d1 = (f32.log (s / x) + (r + v * v / 2) * t) / (v * f32.sqrt t)
  let d2 = d1 - v * f32.sqrt t
  in s * cnd d1 - x * f32.exp (-r * t) * cnd d2

def main [n] (s: [n]f32) (x: [n]f32) (t: [n]f32): [n]f32 = map3 price s x t
