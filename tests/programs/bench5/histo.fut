-- Histogram-based image statistics: a grey-level histogram with `hist`,
-- its cumulative distribution for histogram equalisation, the Otsu
-- threshold by an arg-max over all thresholds, and a 2-D histogram of
-- pairs with `reduce_by_index_2d`.
-- ==
-- entry: main
-- input { 8i64 [[0u8, 1u8, 1u8, 7u8], [6u8, 7u8, 7u8, 0u8], [1u8, 6u8, 0u8, 7u8]] }
-- output { [3i32, 3i32, 0i32, 0i32, 0i32, 0i32, 2i32, 4i32]
--          [0u8, 2u8, 2u8, 7u8, 4u8, 7u8, 7u8, 0u8, 2u8, 4u8, 0u8, 7u8] 1i64 }
-- ==
-- entry: joint
-- input { 3i64 [0i64, 1i64, 2i64, 1i64, 0i64] [1i64, 1i64, 2i64, 1i64, 5i64] }
-- output { [[0i32, 1i32, 0i32], [0i32, 2i32, 0i32], [0i32, 0i32, 1i32]] }

def histogram [n] (bins: i64) (pixels: [n]u8) : [bins]i32 =
  hist (+) 0 bins (map i64.u8 pixels) (replicate n 1)

def equalise [n] (bins: i64) (pixels: [n]u8) : [n]u8 =
  let h = histogram bins pixels
  let cdf = scan (+) 0 h
  let cdf_min = i32.minimum (filter (> 0) cdf)
  let total = i32.i64 n
  let lut = map (\c -> if total == cdf_min then 0
                       else u8.i32 (((c - cdf_min) * (i32.i64 bins - 1) + (total - cdf_min) / 2)
                                    / (total - cdf_min)))
                cdf
  in map (\p -> lut[i64.u8 p]) pixels

-- Otsu: the threshold that maximises the between-class variance.
def otsu [bins] (h: [bins]i32) : i64 =
  let total = f32.i32 (i32.sum h)
  let weighted = map2 (\i c -> f32.i64 i * f32.i32 c) (iota bins) h
  let sum_all = f32.sum weighted
  let w_b = scan (+) 0 (map f32.i32 h)
  let sum_b = scan (+) 0 weighted
  let var_between t =
    let wb = w_b[t]
    let wf = total - wb
    in if wb == 0 || wf == 0 then 0
       else let mb = sum_b[t] / wb
            let mf = (sum_all - sum_b[t]) / wf
            in wb * wf * (mb - mf) * (mb - mf)
  let best (t1, v1) (t2, v2) = if v1 > v2 || (v1 == v2 && t1 < t2) then (t1, v1) else (t2, v2)
  in (reduce_comm best (0, -1) (map (\t -> (t, var_between t)) (iota bins))).0

entry main [r][c] (bins: i64) (img: [r][c]u8) =
  let pixels = flatten img
  in (histogram bins pixels, equalise bins pixels, otsu (histogram bins pixels))

entry joint [n] (k: i64) (xs: [n]i64) (ys: [n]i64) : [k][k]i32 =
  reduce_by_index_2d (replicate k (replicate k 0)) (+) 0 (zip xs ys) (replicate n 1)
