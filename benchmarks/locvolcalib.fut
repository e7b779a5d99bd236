-- | LocVolCalib (PLDI'17, FinPar's LocVolCalib): the price of `outer`
-- options (strike 0.001 * o) under a local-volatility model, by a
-- Crank-Nicolson-style alternating-direction solve of a PDE on a
-- numX x numY grid over numT time steps.  Each step is an explicit
-- stencil in x and y, then tridiagonal solves along x (for every option
-- and y) and along y (for every option and x).  The tridiagonal solver is
-- FinPar's parallel one: the three recurrences of the Thomas algorithm as
-- scans (2x2 matrix products and linear-function compositions).
-- Measured: the whole solve; the result is each option's price.
-- bench: bytes 4*16*v0*v1*v2*v3 flops 80*v0*v1*v2*v3
-- ==
-- input @ data/locvolcalib-small.in output @ data/locvolcalib-small.out
-- large input @ data/locvolcalib-medium.in output @ data/locvolcalib-medium.out

-- The natural formulation (FinPar's) is a map over the options of a loop
-- over time of maps over the grid's rows, each row solved by `tridag` on
-- arrays of the row; the OpenCL backend does not support kernel bodies
-- returning arrays (nor scans in them) yet.  So the time loop is outermost
-- (as Futhark's flattening would make it), every array is flat, and the
-- rows are segments of length n of a flat array, solved with segmented
-- scans (a flag per element starts a segment).

type mat = (f32, f32, f32, f32)

-- tridag_flat n a b c y: solves every tridiagonal system a, b, c with
-- right-hand side y on each segment of length n.
def tridag_flat [tot] (n: i64) (a: [tot]f32) (b: [tot]f32) (c: [tot]f32) (y: [tot]f32): [tot]f32 =
  let id2: mat = (1, 0, 0, 1)
  -- Recurrence 1: b'[i] = b[i] - a[i] * c[i-1] / b'[i-1], as products of
  -- 2x2 matrices (normalised against overflow).
  let ms = map (\g -> if g % n > 0 then (false, (b[g], 0 - a[g] * c[g - 1], 1, 0)) else (true, id2))
               (iota tot)
  let mmul ((p0, p1, p2, p3): mat) ((q0, q1, q2, q3): mat): mat =
    let s = 1 / (p0 * q0)
    in ((q0 * p0 + q1 * p2) * s, (q0 * p1 + q1 * p3) * s,
        (q2 * p0 + q3 * p2) * s, (q2 * p1 + q3 * p3) * s)
  let ms = scan (\(fp, p) (fq, q) -> (fp || fq, if fq then q else mmul p q)) (false, id2) ms
  let bb = map2 (\g (_, (m0, m1, m2, m3)) ->
                   let b0 = b[g - g % n]
                   in (m0 * b0 + m1) / (m2 * b0 + m3))
                (iota tot) ms
  -- Recurrence 2: y'[i] = y[i] - a[i] / b'[i-1] * y'[i-1], as compositions
  -- of linear functions.
  let lin (fp: bool, (p0: f32, p1: f32)) (fq: bool, (q0: f32, q1: f32)) =
    (fp || fq, if fq then (q0, q1) else (q0 + q1 * p0, p1 * q1))
  let fs = map (\g -> if g % n > 0 then (false, (y[g], 0 - a[g] / bb[g - 1])) else (true, (0f32, 1f32)))
               (iota tot)
  let fs = scan lin (false, (0f32, 1f32)) fs
  let yy = map2 (\g (_, (f0, f1)) -> f0 + f1 * y[g - g % n]) (iota tot) fs
  -- Recurrence 3, backwards: x[i] = (y'[i] - c[i] * x[i+1]) / b'[i], over
  -- each segment reversed.
  let gs = map (\g -> let k = g % n
                      let i = g - k + (n - 1 - k)
                      in if k > 0 then (false, (yy[i] / bb[i], 0 - c[i] / bb[i])) else (true, (0f32, 1f32)))
               (iota tot)
  let gs = scan lin (false, (0f32, 1f32)) gs
  in map (\g -> let i = g % n
                let last = g - i + n - 1
                let (_, (g0, g1)) = gs[g - i + (n - 1 - i)]
                in g0 + g1 * (yy[last] / bb[last]))
         (iota tot)

-- The second-derivative operator of a grid: three coefficients per point
-- (zero at the borders).
def operator [n] (xs: [n]f32): ([n]f32, [n]f32, [n]f32) =
  unzip3 (map (\i -> if i == 0 || i == n - 1 then (0f32, 0f32, 0f32)
                     else let dl = xs[i] - xs[i - 1]
                          let du = xs[i + 1] - xs[i]
                          in (2 / dl / (dl + du), -2 * (1 / dl + 1 / du) / (dl + du), 2 / du / (dl + du)))
              (iota n))

def main (outer: i64) (numX: i64) (numY: i64) (numT: i64)
         (s0: f32) (t: f32) (alpha: f32) (nu: f32) (beta: f32): []f32 =
  -- The grid (FinPar's initGrid).
  let stdX = 20 * alpha * s0 * f32.sqrt t
  let dx = stdX / f32.i64 numX
  let xidx = i64.f32 (s0 / dx) % numX
  let xs = map (\i -> f32.i64 i * dx - f32.i64 xidx * dx + s0) (iota numX)
  let stdY = 10 * nu * f32.sqrt t
  let dy = stdY / f32.i64 numY
  let yidx = numY / 2
  let ys = map (\j -> f32.i64 j * dy - f32.i64 yidx * dy + f32.log alpha) (iota numY)
  let (dxx0, dxx1, dxx2) = operator xs
  let (dyy0, dyy1, dyy2) = operator ys
  let time (g: i64) = t * f32.i64 g / f32.i64 (numT - 1)
  let nxy = numX * numY
  let tot = outer * nxy
  -- res[o*nxy + i*numY + j]: the value of option o at grid point (i, j).
  let res0 = map (\g -> let o = g / nxy
                        let i = (g % nxy) / numY
                        in f32.max 0 (xs[i] - 0.001 * f32.i64 o))
                 (iota tot)
  let res = loop res = res0 for k < numT - 1 do
    let g = numT - 2 - k
    let tg = time g
    let dtinv = 1 / (time (g + 1) - tg)
    let varx = map (\p -> let i = p / numY
                          let j = p % numY
                          in f32.exp (2 * (beta * f32.log xs[i] + ys[j] - 0.5 * nu * nu * tg)))
                   (iota nxy)
    let vary = map (\p -> let i = p / numY
                          let j = p % numY
                          in f32.exp (2 * (alpha * f32.log xs[i] + ys[j] - 0.5 * nu * nu * tg)))
                   (iota nxy)
    -- Explicit y, layout (o, i, j).
    let v = map (\g -> let p = g % nxy
                       let j = p % numY
                       let l = if j > 0 then dyy0[j] * res[g - 1] else 0
                       let r = if j < numY - 1 then dyy2[j] * res[g + 1] else 0
                       in 0.5 * vary[p] * (l + dyy1[j] * res[g] + r))
                (iota tot)
    -- Explicit x plus v, layout (o, j, i).
    let u = map (\h -> let o = h / nxy
                       let j = (h % nxy) / numX
                       let i = h % numX
                       let g = o * nxy + i * numY + j
                       let p = i * numY + j
                       let l = if i > 0 then dxx0[i] * res[g - numY] else 0
                       let r = if i < numX - 1 then dxx2[i] * res[g + numY] else 0
                       in dtinv * res[g] + 0.25 * varx[p] * (l + dxx1[i] * res[g] + r) + v[g])
                (iota tot)
    -- Implicit x: along i, layout (o, j, i).
    let cx (h: i64) = let i = h % numX
                      let j = (h % nxy) / numX
                      in 0.5 * varx[i * numY + j]
    let ax = map (\h -> -0.5 * cx h * dxx0[h % numX]) (iota tot)
    let bx = map (\h -> dtinv - 0.5 * cx h * dxx1[h % numX]) (iota tot)
    let cxs = map (\h -> -0.5 * cx h * dxx2[h % numX]) (iota tot)
    let u = tridag_flat numX ax bx cxs u
    -- Implicit y: along j, layout (o, i, j).
    let cy (g: i64) = 0.5 * vary[g % nxy]
    let ay = map (\g -> -0.5 * cy g * dyy0[g % numY]) (iota tot)
    let by = map (\g -> dtinv - 0.5 * cy g * dyy1[g % numY]) (iota tot)
    let cys = map (\g -> -0.5 * cy g * dyy2[g % numY]) (iota tot)
    let yv = map (\g -> let o = g / nxy
                        let i = (g % nxy) / numY
                        let j = g % numY
                        in dtinv * u[o * nxy + j * numX + i] - 0.5 * v[g])
                 (iota tot)
    in tridag_flat numY ay by cys yv
  in map (\o -> res[o * nxy + xidx * numY + yidx]) (iota outer)
