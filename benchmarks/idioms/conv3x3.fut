-- | A 3x3 convolution of an image (a Gaussian blur), written with
-- `tabulate_2d` and explicit clamped indices.
-- ==
-- random input { [37][101]f32 } auto output
def main [h][w] (img: [h][w]f32) : [h][w]f32 =
  let at (i: i64) (j: i64) = img[i64.min (h - 1) (i64.max 0 i), i64.min (w - 1) (i64.max 0 j)]
  in tabulate_2d h w (\i j ->
       (at (i-1) (j-1) + 2 * at (i-1) j + at (i-1) (j+1)
        + 2 * at i (j-1) + 4 * at i j + 2 * at i (j+1)
        + at (i+1) (j-1) + 2 * at (i+1) j + at (i+1) (j+1)) / 16)
