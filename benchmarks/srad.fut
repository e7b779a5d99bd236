-- | SRAD (PLDI'17, Rodinia's srad v1): speckle-reducing anisotropic
-- diffusion of an r x c image for `iters` iterations.  Each iteration
-- takes the image's mean and variance (a reduction), computes the
-- diffusion coefficient of every pixel from its four neighbours' gradients
-- (a stencil), then updates every pixel from the coefficients (a second
-- stencil).  The image is exponentiated before and log-compressed after,
-- as in Rodinia.  Measured: the whole diffusion.
-- bench: bytes 4*4*d0_0*d0_1*v1 flops 50*d0_0*d0_1*v1
-- ==
-- input @ data/srad-small.in output @ data/srad-small.out
-- large input @ data/srad-502x458.in output @ data/srad-502x458.out

def main [r][c] (img: [r][c]f32) (iters: i32) (lambda: f32): [r][c]f32 =
  let ne = f32.i64 (r * c)
  let j0 = map (map (\x -> f32.exp (x / 255))) img
  let jn = loop j = j0 for _i < iters do
    let sum = reduce (+) 0 (flatten j)
    let sum2 = reduce (+) 0 (map (\x -> x * x) (flatten j))
    let mean = sum / ne
    let var = sum2 / ne - mean * mean
    let q0sqr = var / (mean * mean)
    let coef = map (\i -> map (\k ->
        let jc = j[i, k]
        let dn = j[i64.max 0 (i - 1), k] - jc
        let ds = j[i64.min (r - 1) (i + 1), k] - jc
        let dw = j[i, i64.max 0 (k - 1)] - jc
        let de = j[i, i64.min (c - 1) (k + 1)] - jc
        let g2 = (dn * dn + ds * ds + dw * dw + de * de) / (jc * jc)
        let l = (dn + ds + dw + de) / jc
        let num = 0.5 * g2 - (1 / 16) * (l * l)
        let den = 1 + 0.25 * l
        let qsqr = num / (den * den)
        let den = (qsqr - q0sqr) / (q0sqr * (1 + q0sqr))
        in f32.max 0 (f32.min 1 (1 / (1 + den))))
      (iota c)) (iota r)
    in map (\i -> map (\k ->
        let jc = j[i, k]
        let dn = j[i64.max 0 (i - 1), k] - jc
        let ds = j[i64.min (r - 1) (i + 1), k] - jc
        let dw = j[i, i64.max 0 (k - 1)] - jc
        let de = j[i, i64.min (c - 1) (k + 1)] - jc
        let cc = coef[i, k]
        let d = cc * dn + coef[i64.min (r - 1) (i + 1), k] * ds + cc * dw +
                coef[i, i64.min (c - 1) (k + 1)] * de
        in jc + 0.25 * lambda * d)
      (iota c)) (iota r)
  in map (map (\x -> f32.log x * 255)) jn
