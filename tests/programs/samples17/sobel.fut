-- Sobel edge detection on a greyscale image, then a threshold into a
-- binary edge map and a histogram of gradient directions (8 sectors).
-- Borders are clamped; the stencil reads neighbours with #[unsafe]
-- indexing once the indices are clamped.
-- ==
-- entry: magnitude
-- input { [[0u8, 0u8, 0u8, 0u8],
--          [0u8, 0u8, 255u8, 255u8],
--          [0u8, 0u8, 255u8, 255u8],
--          [0u8, 0u8, 255u8, 255u8]] }
-- output { [[0f32, 360.624f32, 806.381f32, 1020f32],
--           [0f32, 806.381f32, 1081.873f32, 1020f32],
--           [0f32, 1020f32, 1020f32, 0f32],
--           [0f32, 1020f32, 1020f32, 0f32]] }
-- random input { [23][37]u8 } auto output
-- ==
-- entry: magnitude_flat
-- input { 2i64 3i64 [0u8, 10u8, 20u8, 30u8, 40u8, 50u8] }
-- output { [126.491104f32, 144.22205f32, 126.491104f32, 126.491104f32, 144.22205f32, 126.491104f32] }
-- input { 2i64 2i64 [1u8, 2u8, 3u8] }
-- error: .
-- ==
-- entry: edges
-- random input { [40][33]u8 200f32 } auto output
-- input { [[1u8, 2u8], [3u8, 4u8]] 1f32 }
-- output { 4i64 [0i64, 0i64, 0i64, 0i64, 0i64, 4i64, 0i64, 0i64] }

type pixel = u8

def clamp (lo: i64) (hi: i64) (x: i64) = i64.max lo (i64.min hi x)

-- The 3x3 neighbourhood of (i, j) with clamped borders, as a record of
-- rows so the kernels below read like the textbook formulas.
type window = {n: (f32, f32, f32), c: (f32, f32, f32), s: (f32, f32, f32)}

#[inline]
def window_at [h][w] (img: [h][w]f32) (i: i64) (j: i64) : window =
  let at di dj = #[unsafe] img[clamp 0 (h-1) (i+di), clamp 0 (w-1) (j+dj)]
  let row d = (at d (-1), at d 0, at d 1)
  in {n = row (-1), c = row 0, s = row 1}

def gx (win: window) =
  let (a, _, c) = win.n
  let (d, _, f) = win.c
  let (g, _, k) = win.s
  in (c + 2*f + k) - (a + 2*d + g)

def gy (win: window) =
  let (a, b, c) = win.n
  let (g, h, k) = win.s
  in (g + 2*h + k) - (a + 2*b + c)

def to_float [h][w] (img: [h][w]pixel) : [h][w]f32 =
  map (map f32.u8) img

def gradients [h][w] (img: [h][w]f32) : [h][w](f32, f32) =
  tabulate_2d h w (\i j -> let win = window_at img i j in (gx win, gy win))

entry magnitude [h][w] (img: [h][w]pixel) : [h][w]f32 =
  gradients (to_float img) |> map (map (\(x, y) -> f32.sqrt (x*x + y*y)))

-- The same on a row-major image given flat with its shape.
def magnitude_rows (h: i64) (w: i64) (img: [h*w]pixel) : [h*w]f32 =
  magnitude (unflatten img) |> flatten

entry magnitude_flat [k] (h: i64) (w: i64) (pixels: [k]pixel) : []f32 =
  magnitude_rows h w (pixels :> [h*w]pixel)

-- Direction sector 0..7 of a gradient.
def sector (x: f32, y: f32) : i64 =
  let a = f32.atan2 y x
  let s = i64.f32 (f32.floor ((a + f32.pi) / (2 * f32.pi) * 8))
  in clamp 0 7 s

entry edges [h][w] (img: [h][w]pixel) (threshold: f32) : (i64, [8]i64) =
  let gs = gradients (to_float img) |> flatten
  let strong = filter (\(x, y) -> x*x + y*y >= threshold*threshold) gs
  let counts = hist (+) 0 8 (map sector strong) (map (const 1) strong)
  in (length strong, counts)
