-- One step of the game of life on a torus, with rotations for neighbours.
-- ==
-- input { [[0, 1, 0, 0], [0, 1, 0, 0], [0, 1, 0, 0], [0, 0, 0, 0]] }
-- output { [[0, 0, 0, 0], [1, 1, 1, 0], [0, 0, 0, 0], [0, 0, 0, 0]] }

def step [n] [m] (b: [n][m]i32) : [n][m]i32 =
  let sh (di: i64) (dj: i64) = map (rotate dj) (rotate di b)
  let ns = [sh (-1) (-1), sh (-1) 0, sh (-1) 1, sh 0 (-1), sh 0 1, sh 1 (-1), sh 1 0, sh 1 1]
  let cnt = map (\k -> map (\r -> r) k) (transpose ns |> map transpose)
            |> map (map i32.sum)
  in map2 (map2 (\alive c -> if c == 3 || (alive == 1 && c == 2) then 1 else 0)) b cnt

entry main b = step b
