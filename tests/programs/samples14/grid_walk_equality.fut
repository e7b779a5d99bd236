-- A walker on a grid with a sum-typed status compared by `==` in a
-- `while` condition, whole-array equality (`[y, x] == start`), `rep`
-- for a scatter's values, `hist`, `reduce_by_index_3d` over tuples and
-- a string literal concatenated to bytes.  (Idioms of samples14's
-- Advent-of-Code and colour-quantisation programs.)

type status = #walking | #left_grid | #cycled i64

def step_dir (d: i64) : (i64, i64) =
  match d
  case 0 -> (-1, 0)
  case 1 -> (0, 1)
  case 2 -> (1, 0)
  case _ -> (0, -1)

def walk [h][w] (walls: [h][w]bool) (y0: i64, x0: i64) : (status, i64) =
  let seen = replicate 4 (replicate h (replicate w false))
  let (st, _, _, _, _, steps) =
    loop (st: status, seen, y, x, d, steps) = (#walking, seen, y0, x0, 0, 0)
    while st == #walking do
      if seen[d, y, x] then (#cycled steps, seen, y, x, d, steps) else
      let seen = seen with [d, y, x] = true
      let (dy, dx) = step_dir d
      let (ny, nx) = (y + dy, x + dx)
      in if ny < 0 || nx < 0 || ny >= h || nx >= w then (#left_grid, seen, y, x, d, steps)
         else if walls[ny, nx] then (#walking, seen, y, x, (d + 1) % 4, steps)
         else (#walking, seen, ny, nx, d, steps + 1)
  in (st, steps)

def code (s: status) : i64 =
  match s
  case #walking -> -1
  case #left_grid -> 0
  case #cycled k -> k

-- ==
-- entry: block_cells
-- input { 4i64 4i64 [0i64, 2i64] [1i64, 3i64] 2i64 2i64 }
-- output { [0i64, 2i64] [2i64, 2i64] }
-- input { 3i64 3i64 empty([0]i64) empty([0]i64) 1i64 1i64 }
-- output { [0i64, 1i64] [0i64, 2i64] }
-- input { 3i64 3i64 [0i64, 1i64, 2i64, 1i64] [1i64, 2i64, 1i64, 0i64] 1i64 1i64 }
-- output { [0i64, 0i64] [4i64, 0i64] }
entry block_cells [k] (h: i64) (w: i64) (ys: [k]i64) (xs: []i64) (sy: i64) (sx: i64) =
  let walls = scatter_2d (replicate h (replicate w false)) (zip ys (xs :> [k]i64)) (rep true)
  let (st, steps) = walk walls (sy, sx)
  let blocked = tabulate_2d h w (\y x -> [y, x] != [sy, sx] && walls[y, x])
                |> flatten |> map i64.bool |> i64.sum
  in ([code st, steps], [blocked, i64.bool (st == #left_grid) + i64.bool (st != #cycled 0)])

-- ==
-- entry: histograms
-- input { [0i64, 2i64, 2i64, 1i64, 2i64] [1i32, 2i32, 3i32, 4i32, 5i32] }
-- output { [1i32, 4i32, 10i32] [1u8, 0u8, 0u8, 3u8, 0u8, 0u8, 1u8, 0u8] [111u8, 107u8, 58u8, 51u8] }
entry histograms [n] (is: [n]i64) (vs: [n]i32) =
  let bins = hist (+) 0 3 is vs
  let cube = reduce_by_index_3d (replicate 2 (replicate 2 (replicate 2 0u8))) (+) 0
                                (map (\i -> (i % 2, i / 2 % 2, i / 2 / 2 % 2)) (map (* 3) is))
                                (replicate n 1u8)
  in (bins, flatten (flatten cube), "ok:" ++ [u8.i64 (length bins) + '0'])
