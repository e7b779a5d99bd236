-- Quasicrystal (Accelerate's crystal example): the sum of `degree` plane
-- waves at evenly spaced angles, folded into [0,1] by a triangle wave
-- and packed as ARGB pixels.  The image size, zoom and time are inputs;
-- the wave sum is a sequential loop per pixel.
-- ==
-- entry: render
-- input { 2i64 2i64 1f32 5i32 0f32 }
-- output { [[4294947249u32, 4294957015u32], [4294957015u32, 4294967295u32]] }
-- random input { 30i64 20i64 8f32 7i32 0.5f32 } auto output
-- ==
-- entry: intensity_sum
-- input { 64i64 48i64 30f32 5i32 1.25f32 } auto output
-- input { 3i64 3i64 2f32 1i32 0f32 } auto output

-- f64: the colour truncates v * 255, and f32's last bits (the device's cos
-- against the host's) would move a pixel across an integer now and then.
module real = f64
type real = real.t

def wave (th: real) (x: real, y: real) (phase: real) : real =
  (real.cos (real.cos th * x + real.sin th * y + phase) + 1) / 2

-- Fold a sum of waves into [0,1]: even integer parts go up, odd down.
def wrap (n: real) : real =
  let k = real.floor n
  let v = n - k
  in if i64.f64 k % 2 == 0 then v else 1 - v

def waves (degree: i32) (time: real) (p: (real, real)) : real =
  let d = real.i32 degree
  let s = loop s = 0 for i < degree do
            s + wave (real.i32 i * real.pi / d) p time
  in wrap s

def point (w: i64) (h: i64) (scale: real) (i: i64) (j: i64) : (real, real) =
  let size = real.i64 (i64.min w h)
  let x = (real.i64 j - real.i64 w / 2) * scale / size
  let y = (real.i64 i - real.i64 h / 2) * scale / size
  in (x, y)

-- A red-to-white ramp: red at 0, white at 1.
def colour (v: real) : u32 =
  let c = u32.f64 (real.max 0 (real.min 255 (v * 255)))
  in 0xFF000000 | (255 << 16) | (c << 8) | c

def image (w: i64) (h: i64) (scale: real) (degree: i32) (time: real) : [h][w]real =
  tabulate_2d h w (\i j -> waves degree time (point w h scale i j))

entry render (w: i64) (h: i64) (scale: f32) (degree: i32) (time: f32) : [h][w]u32 =
  image w h (f64.f32 scale) degree (f64.f32 time) |> map (map colour)

entry intensity_sum (w: i64) (h: i64) (scale: f32) (degree: i32) (time: f32) : f32 =
  image w h (f64.f32 scale) degree (f64.f32 time) |> flatten |> real.sum |> f32.f64
