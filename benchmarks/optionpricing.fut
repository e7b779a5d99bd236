-- | OptionPricing (PLDI'17, FinPar's OptionPricing): the Monte-Carlo price
-- of an Asian basket call on `u` correlated underlyings observed on `d`
-- dates, from `num_paths` paths.  As in FinPar: Sobol quasi-random numbers
-- (independent formulation: gray code of the path index XOR-ed with the
-- direction vectors), their transformation to standard normals (here
-- Acklam's rational approximation of the inverse normal distribution),
-- a Brownian bridge over the dates, the correlated log-price paths, the
-- payoff of each path, and the discounted mean.  Measured: the pricing.
-- bench: bytes 4*2*v0*d1_0 flops 90*v0*d1_0
-- ==
-- input @ data/optionpricing-small.in output @ data/optionpricing-small.out
-- large input @ data/optionpricing-1M.in output @ data/optionpricing-1M.out

-- A uniform number in (0, 1) from the 30 direction numbers of dimension
-- `dim` (indexed in place: slicing a row inside a kernel is not supported
-- by the OpenCL backend yet).
def sobol [du][bits] (dirvs: [du][bits]i32) (dim: i64) (path: i64): f32 =
  let g = i32.i64 (path + 1)
  let gray = g ^ (g >> 1)
  let x = loop x = 0i32 for k < bits do
            if (gray >> i32.i64 k) & 1 == 1 then x ^ dirvs[dim, k] else x
  in (f32.i32 (x >> 7) + 0.5) / 8388608

-- The inverse of the standard normal distribution (Acklam).
def ugaussian (p: f32): f32 =
  let tail (q: f32) =
    (((((-7.784894002430293e-3 * q - 3.223964580411365e-1) * q - 2.400758277161838) * q
       - 2.549732539343734) * q + 4.374664141464968) * q + 2.938163982698783)
    / ((((7.784695709041462e-3 * q + 3.224671290700398e-1) * q + 2.445134137142996) * q
        + 3.754408661907416) * q + 1)
  in if p < 0.02425 then tail (f32.sqrt (-2 * f32.log p))
     else if p > 1 - 0.02425 then -(tail (f32.sqrt (-2 * f32.log (1 - p))))
     else let q = p - 0.5
          let r = q * q
          in (((((-3.969683028665376e1 * r + 2.209460984245205e2) * r - 2.759285104469687e2) * r
                + 1.383577518672690e2) * r - 3.066479806614716e1) * r + 2.506628277459239) * q
             / (((((-5.447609879822406e1 * r + 1.615858368580409e2) * r - 1.556989798598866e2) * r
                  + 6.680131188771972e1) * r - 1.328068155288572e1) * r + 1)

-- The natural formulation (FinPar's) is one map over paths whose body
-- builds the path's normals, bridge and prices as small arrays.  The
-- OpenCL backend does not support arrays inside a kernel's body yet, so
-- here the normals of all paths are one array [d][num_paths*u], the
-- bridge is a loop over the dates of maps over all paths, and each path's
-- payoff is a map with scalar loops over the underlyings and dates (the
-- average of a basket is linear, so the underlyings can be outermost).
def main [du][bits][d][u] (num_paths: i64) (dirvs: [du][bits]i32)
    (bb_bi: [d]i32) (bb_li: [d]i32) (bb_ri: [d]i32)
    (bb_sd: [d]f32) (bb_lw: [d]f32) (bb_rw: [d]f32)
    (corr: [u][u]f32) (drift: [d][u]f32) (vol: [d][u]f32)
    (s0: [u]f32) (weights: [u]f32) (strike: f32) (discount: f32): f32 =
  let m = num_paths * u
  -- zs[i, p*u + k]: the normal of path p for date i and underlying k.
  let zs = unflatten (map (\g ->
                                 let i = g / m
                                 let p = (g % m) / u
                                 let k = g % u
                                 in ugaussian (sobol dirvs (i * u + k) p))
                              (iota (d * m)))
  -- The Brownian bridge: date bb_bi[i] from dates bb_li[i] and bb_ri[i]
  -- (-1: time 0, where the motion is 0).
  let bb = loop bb = replicate d (replicate m 0f32) for i < d do
    let l = i64.i32 bb_bi[i]
    let j = i64.i32 bb_li[i]
    let k = i64.i32 bb_ri[i]
    let row = map (\g -> let wj = if j < 0 then 0 else bb[j, g]
                         let wk = if k < 0 then 0 else bb[k, g]
                         in bb_lw[i] * wj + bb_rw[i] * wk + bb_sd[i] * zs[i, g])
                  (iota m)
    in bb with [l] = row
  let payoffs = map (\p ->
      let basket = loop acc = 0f32 for k < u do
        let (_, s) = loop (ls, s) = (f32.log s0[k], 0f32) for t < d do
          let z = loop z = 0f32 for v < k + 1 do
                    let prev = if t == 0 then 0 else bb[t - 1, p * u + v]
                    in z + corr[k, v] * (bb[t, p * u + v] - prev)
          let ls = ls + drift[t, k] + vol[t, k] * z
          in (ls, s + f32.exp ls)
        in acc + weights[k] * s / f32.i64 d
      in f32.max 0 (basket - strike))
    (iota num_paths)
  in discount * reduce (+) 0 payoffs / f32.i64 num_paths
