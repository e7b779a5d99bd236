-- SRAD: speckle-reducing anisotropic diffusion on an image.  Each
-- iteration computes a statistic over a region of interest (a reduction),
-- the diffusion coefficient of every pixel (a stencil) and the update (a
-- second stencil that reads the coefficients of the neighbours).
-- ==
-- input { 3i32 0.5f32
--         [[10f32, 12f32, 11f32, 13f32],
--          [14f32, 20f32, 18f32, 12f32],
--          [11f32, 19f32, 21f32, 10f32],
--          [12f32, 11f32, 13f32, 12f32]] }
-- output { true true }

def neighbours [r][c] (img: [r][c]f32) (i: i64) (j: i64) =
  #[unsafe]
  let n = img[i64.max 0 (i - 1), j]
  let s = img[i64.min (r - 1) (i + 1), j]
  let w = img[i, i64.max 0 (j - 1)]
  let e = img[i, i64.min (c - 1) (j + 1)]
  in (n, s, w, e)

def srad_step [r][c] (lambda: f32) (image: [r][c]f32) : [r][c]f32 =
  let npix = f32.i64 (r * c)
  let flat = flatten image
  let sum = f32.sum flat
  let sum2 = f32.sum (map (\x -> x * x) flat)
  let mean = sum / npix
  let var = sum2 / npix - mean * mean
  let q0sqr = var / (mean * mean)
  let coeffs_and_derivs =
    tabulate_2d r c (\i j ->
      let jc = image[i, j]
      let (n, s, w, e) = neighbours image i j
      let dn = n - jc
      let ds = s - jc
      let dw = w - jc
      let de = e - jc
      let g2 = (dn * dn + ds * ds + dw * dw + de * de) / (jc * jc)
      let l = (dn + ds + dw + de) / jc
      let num = 0.5 * g2 - (1 / 16) * (l * l)
      let den = 1 + 0.25 * l
      let qsqr = num / (den * den)
      let den2 = (qsqr - q0sqr) / (q0sqr * (1 + q0sqr))
      let cval = 1 / (1 + den2)
      let cval = f32.max 0 (f32.min 1 cval)
      in (cval, (dn, ds, dw, de)))
  let (cs, ds) = unzip (map unzip coeffs_and_derivs)
  in tabulate_2d r c (\i j ->
       #[unsafe]
       let (dn, dsouth, dw, de) = ds[i, j]
       let cn = cs[i, j]
       let cs' = cs[i64.min (r - 1) (i + 1), j]
       let cw = cs[i, j]
       let ce = cs[i, i64.min (c - 1) (j + 1)]
       let d = cn * dn + cs' * dsouth + cw * dw + ce * de
       in image[i, j] + 0.25 * lambda * d)

entry main [r][c] (iters: i32) (lambda: f32) (image: [r][c]f32) =
  let img = map (map f32.exp) (map (map (/ 255)) image)
  let out = loop img for _i < iters do srad_step lambda img
  let out = map (map (\x -> f32.log x * 255)) out
  let finite = all (\x -> !(f32.isnan x) && !(f32.isinf x)) (flatten out)
  -- diffusion smooths: the spread of values must not grow
  let spread xs = f32.maximum xs - f32.minimum xs
  in (finite, spread (flatten out) <= spread (flatten image) + 1e-3)
