-- Hotspot: thermal simulation of a chip.  Each step updates every cell
-- from its four neighbours (clamped at the borders) and its power.
-- ==
-- input { 2i32 [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32], [7f32, 8f32, 9f32]]
--              [[0f32, 1f32, 0f32], [1f32, 0f32, 1f32], [0f32, 1f32, 0f32]] }
-- output { true }

def t_chip : f32 = 0.0005
def chip_height : f32 = 0.016
def chip_width : f32 = 0.016
def amb_temp : f32 = 80

def single_iteration [row][col] (temp: [row][col]f32) (power: [row][col]f32)
                                (cap: f32) (rx: f32) (ry: f32) (rz: f32) (step: f32)
                              : [row][col]f32 =
  tabulate_2d row col (\r c ->
    #[unsafe]
    let t = temp[r, c]
    let n = temp[i64.max 0 (r - 1), c]
    let s = temp[i64.min (row - 1) (r + 1), c]
    let w = temp[r, i64.max 0 (c - 1)]
    let e = temp[r, i64.min (col - 1) (c + 1)]
    let delta = (step / cap) *
                (power[r, c] + (s + n - 2 * t) / ry + (e + w - 2 * t) / rx + (amb_temp - t) / rz)
    in t + delta)

def constants (row: i64) (col: i64) =
  let grid_height = chip_height / f32.i64 row
  let grid_width = chip_width / f32.i64 col
  let cap = 0.5 * 1.75e6 * t_chip * grid_width * grid_height
  let rx = grid_width / (2 * 100 * t_chip * grid_height)
  let ry = grid_height / (2 * 100 * t_chip * grid_width)
  let rz = t_chip / (100 * grid_height * grid_width)
  let max_slope = 1.75e6 / (0.5 * t_chip * 1.75e6)
  let step = 0.001 / max_slope
  in {cap, rx, ry, rz, step}

-- The same update written with explicit loops over the cells.
def reference [row][col] (iters: i32) (temp: [row][col]f32) (power: [row][col]f32) =
  let {cap, rx, ry, rz, step} = constants row col
  in loop temp = copy temp for _i < iters do
       let next = copy temp
       in loop next for r < row do
            loop next for c < col do
              let t = temp[r, c]
              let n = if r > 0 then temp[r - 1, c] else t
              let s = if r < row - 1 then temp[r + 1, c] else t
              let w = if c > 0 then temp[r, c - 1] else t
              let e = if c < col - 1 then temp[r, c + 1] else t
              let d = (step / cap) * (power[r, c] + (s + n - 2 * t) / ry
                                      + (e + w - 2 * t) / rx + (amb_temp - t) / rz)
              in next with [r, c] = t + d

entry main [row][col] (iters: i32) (temp: [row][col]f32) (power: [row][col]f32) =
  let {cap, rx, ry, rz, step} = constants row col
  let res = loop temp = copy temp for _i < iters do
              single_iteration temp power cap rx ry rz step
  let ref = reference iters temp power
  in and (map2 (\a b -> f32.abs (a - b) <= 1e-3 * f32.max 1 (f32.abs a)) (flatten res) (flatten ref))

entry simulate [row][col] (iters: i32) (temp: [row][col]f32) (power: [row][col]f32) =
  let {cap, rx, ry, rz, step} = constants row col
  in loop temp = copy temp for _i < iters do single_iteration temp power cap rx ry rz step
