-- One or more steps of Conway's game of life on a torus, written with
-- rotate and map2.
-- ==
-- input { [[0i8, 1i8, 0i8, 0i8], [0i8, 1i8, 0i8, 0i8], [0i8, 1i8, 0i8, 0i8], [0i8, 0i8, 0i8, 0i8]] 1i32 }
-- output { [[0i8, 0i8, 0i8, 0i8], [1i8, 1i8, 1i8, 0i8], [0i8, 0i8, 0i8, 0i8], [0i8, 0i8, 0i8, 0i8]] }
-- input { [[0i8, 1i8, 0i8, 0i8], [0i8, 1i8, 0i8, 0i8], [0i8, 1i8, 0i8, 0i8], [0i8, 0i8, 0i8, 0i8]] 2i32 }
-- output { [[0i8, 1i8, 0i8, 0i8], [0i8, 1i8, 0i8, 0i8], [0i8, 1i8, 0i8, 0i8], [0i8, 0i8, 0i8, 0i8]] }

def shift_rows [n][m] (d: i64) (b: [n][m]i8) : [n][m]i8 = rotate d b
def shift_cols [n][m] (d: i64) (b: [n][m]i8) : [n][m]i8 = map (rotate d) b

def step [n][m] (b: [n][m]i8) : [n][m]i8 =
  let dirs = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
  let counts = loop acc = replicate n (replicate m 0i8) for (dr, dc) in dirs do
                 map2 (map2 (+)) acc (shift_cols dc (shift_rows dr b))
  in map2 (map2 (\alive c -> if c == 3 || (alive == 1 && c == 2) then 1 else 0)) b counts

entry main [n][m] (b: [n][m]i8) (k: i32) = iterate k step b
