-- | Convolution (CGO'17): an h x w image convolved with a k x k filter,
-- borders clamped.
-- bench: bytes 4*2*d0_0*d0_1 flops 2*d0_0*d0_1*d1_0*d1_1
-- ==
-- input @ data/convolution-small.in output @ data/convolution-small.out
-- large input @ data/convolution-4K.in output @ data/convolution-4K.out

def main [h][w][k] (img: [h][w]f32) (filter: [k][k]f32): [h][w]f32 =
  let r = k / 2
  in map (\i ->
            map (\j ->
                   loop acc = 0f32 for a < k do
                     loop acc for b < k do
                       let y = i64.min (h - 1) (i64.max 0 (i + a - r))
                       let x = i64.min (w - 1) (i64.max 0 (j + b - r))
                       in acc + img[y, x] * filter[a, b])
                (iota w))
         (iota h)
