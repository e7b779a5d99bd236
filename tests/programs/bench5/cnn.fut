-- A convolutional layer: conv2d over several input channels and
-- filters (valid padding), bias and ReLU, 2×2 max-pooling, and a dense
-- layer with softmax at the end.  Shapes are written with size
-- expressions.
-- ==
-- entry: conv
-- input { [[[1f32, 2f32, 3f32], [4f32, 5f32, 6f32], [7f32, 8f32, 9f32]]]
--         [[[[1f32, 0f32], [0f32, -1f32]]]] [0.5f32] }
-- output { [[[0f32, 0f32], [0f32, 0f32]]] }
-- input { [[[1f32, 2f32, 3f32], [4f32, 5f32, 6f32], [7f32, 8f32, 9f32]]]
--         [[[[0f32, 1f32], [1f32, 0f32]]]] [-1f32] }
-- output { [[[5f32, 7f32], [11f32, 13f32]]] }
-- ==
-- entry: pool
-- input { [[1f32, 5f32, 2f32, 0f32], [3f32, 4f32, 8f32, 1f32],
--          [0f32, 0f32, 1f32, 1f32], [9f32, 0f32, 1f32, 7f32]] }
-- output { [[5f32, 8f32], [9f32, 7f32]] }
-- ==
-- entry: main
-- input { 4i64 } output { 3i64 true }

def relu (x: f32) = f32.max 0 x

def conv2d [c][h][w][f][k] (input: [c][h][w]f32) (filters: [f][c][k][k]f32) (bias: [f]f32)
         : [f][h - k + 1][w - k + 1]f32 =
  map2 (\filter b ->
          tabulate_2d (h - k + 1) (w - k + 1) (\i j ->
            let acc = loop acc = 0f32 for ch < c do
                        loop acc for di < k do
                          loop acc for dj < k do
                            acc + #[unsafe] input[ch, i + di, j + dj] * filter[ch, di, dj]
            in relu (acc + b)))
       filters bias

def maxpool2 [h][w] (img: [h * 2][w * 2]f32) : [h][w]f32 =
  tabulate_2d h w (\i j ->
    f32.maximum [img[2 * i, 2 * j], img[2 * i, 2 * j + 1],
                 img[2 * i + 1, 2 * j], img[2 * i + 1, 2 * j + 1]])

def softmax [n] (xs: [n]f32) : [n]f32 =
  let m = f32.maximum xs
  let es = map (\x -> f32.exp (x - m)) xs
  let s = f32.sum es
  in map (/ s) es

def dense [n][m] (w: [m][n]f32) (b: [m]f32) (x: [n]f32) : [m]f32 =
  map2 (\row bias -> f32.sum (map2 (*) row x) + bias) w b

entry conv [c][h][w][f][k] (input: [c][h][w]f32) (filters: [f][c][k][k]f32) (bias: [f]f32) =
  conv2d input filters bias

entry pool [h][w] (img: [h][w]f32) =
  maxpool2 (img :> [(h / 2) * 2][(w / 2) * 2]f32)

-- A 1×(2s+1)² image through conv (3×3 filters, two of them), pooling
-- and a dense layer with 3 classes.
entry main (s: i64) =
  let side = 2 * s + 2
  let img = [tabulate_2d side side (\i j -> f32.i64 ((i * 3 + j) % 7) / 7)]
  let filters = tabulate 2 (\f -> [tabulate_2d 3 3 (\i j -> if f == 0 then f32.i64 (i - j) else 0.1)])
  let feats = conv2d img filters [0, 0.1]
  let pooled = map (\fm -> maxpool2 (fm :> [s * 2][s * 2]f32)) feats
  let [nin] (flat: [nin]f32) = flatten (map flatten pooled)
  let w = tabulate_2d 3 nin (\i j -> f32.i64 ((i + j) % 3) - 1)
  let probs = softmax (dense w [0, 0, 0] flat)
  in (length probs, f32.abs (f32.sum probs - 1) < 1e-5)
