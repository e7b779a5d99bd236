-- Conway's game of life on a torus, with the neighbour count written
-- with `rotate`, and a second version that indexes with wrap-around.
-- ==
-- entry: main
-- input { 4i32 [[0i8, 1i8, 0i8, 0i8, 0i8, 0i8],
--                [0i8, 0i8, 1i8, 0i8, 0i8, 0i8],
--                [1i8, 1i8, 1i8, 0i8, 0i8, 0i8],
--                [0i8, 0i8, 0i8, 0i8, 0i8, 0i8],
--                [0i8, 0i8, 0i8, 0i8, 0i8, 0i8],
--                [0i8, 0i8, 0i8, 0i8, 0i8, 0i8]] }
-- output { [[0i8, 0i8, 0i8, 0i8, 0i8, 0i8],
--           [0i8, 0i8, 1i8, 0i8, 0i8, 0i8],
--           [0i8, 0i8, 0i8, 1i8, 0i8, 0i8],
--           [0i8, 1i8, 1i8, 1i8, 0i8, 0i8],
--           [0i8, 0i8, 0i8, 0i8, 0i8, 0i8],
--           [0i8, 0i8, 0i8, 0i8, 0i8, 0i8]] 5i32 true }

def bint : bool -> i8 = i8.bool

def step_rotate [n][m] (board: [n][m]bool) : [n][m]bool =
  let rows (r: i64) = rotate r board
  let shifted (dr: i64) (dc: i64) = map (rotate dc) (rows dr)
  let offsets = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
  let counts =
    foldl (\acc (dr, dc) -> map2 (map2 (+)) acc (map (map i32.bool) (shifted dr dc)))
          (replicate n (replicate m 0i32)) offsets
  in map2 (map2 (\alive c -> c == 3 || (alive && c == 2))) board counts

def step_index [n][m] (board: [n][m]bool) : [n][m]bool =
  tabulate_2d n m (\i j ->
    let count = loop c = 0 for di in [-1, 0, 1] do
                  loop c for dj in [-1, 0, 1] do
                    if di == 0 && dj == 0 then c
                    else c + i32.bool (#[unsafe] board[(i + di + n) % n, (j + dj + m) % m])
    in count == 3 || (board[i, j] && count == 2))

entry main [n][m] (steps: i32) (init: [n][m]i8) =
  let board = map (map (== 1)) init
  let a = iterate steps step_rotate board
  let b = loop b = board for _i < steps do step_index b
  let population = i32.sum (map (i32.bool) (flatten a))
  in (map (map bint) a, population, a == b)
