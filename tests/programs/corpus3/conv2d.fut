-- A 2-D convolution with a 3x3 kernel and clamped borders, with
-- tabulate_2d, and the same written as nested maps over indices.
-- ==
-- input { [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32], [7f32, 8f32, 9f32]] }
-- output { [[1.8f32, 2.6f32, 3.4f32], [4.2f32, 5.0f32, 5.8f32], [6.6f32, 7.4f32, 8.2f32]] true }

def kernel : [3][3]f32 = [[0, 1, 0], [1, 1, 1], [0, 1, 0]]

def conv [n][m] (img: [n][m]f32) : [n][m]f32 =
  let clampi (x: i64) (hi: i64) = i64.max 0 (i64.min (hi - 1) x)
  in tabulate_2d n m (\i j ->
       let s = loop s = 0f32 for di < 3 do
                 loop s for dj < 3 do
                   s + kernel[di, dj] * img[clampi (i + di - 1) n, clampi (j + dj - 1) m]
       in s / 5)

def conv2 [n][m] (img: [n][m]f32) : [n][m]f32 =
  map (\i -> map (\j ->
    let at a b = img[i64.max 0 (i64.min (n - 1) a), i64.max 0 (i64.min (m - 1) b)]
    in (at (i - 1) j + at i (j - 1) + at i j + at i (j + 1) + at (i + 1) j) / 5) (iota m)) (iota n)

entry main [n][m] (img: [n][m]f32) =
  let a = conv img
  let b = conv2 img
  in (a, and (map2 (\x y -> f32.abs (x - y) < 1e-5) (flatten a) (flatten b)))
