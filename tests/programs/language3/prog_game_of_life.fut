-- Conway's game of life on a torus, several generations.
-- ==
-- input { [[0,0,0,0,0],[0,0,1,0,0],[0,0,1,0,0],[0,0,1,0,0],[0,0,0,0,0]] 1 }
-- output { [[0,0,0,0,0],[0,0,0,0,0],[0,1,1,1,0],[0,0,0,0,0],[0,0,0,0,0]] }
-- input { [[0,0,0,0,0],[0,0,1,0,0],[0,0,1,0,0],[0,0,1,0,0],[0,0,0,0,0]] 2 }
-- output { [[0,0,0,0,0],[0,0,1,0,0],[0,0,1,0,0],[0,0,1,0,0],[0,0,0,0,0]] }
-- input { [[1,1,0,0],[1,1,0,0],[0,0,0,0],[0,0,0,0]] 5 }
-- output { [[1,1,0,0],[1,1,0,0],[0,0,0,0],[0,0,0,0]] }

def step [n][m] (board: [n][m]i32) : [n][m]i32 =
  tabulate_2d n m (\i j ->
    let neighbours =
      loop s = 0 for di in [-1, 0, 1] do
        loop s for dj in [-1, 0, 1] do
          if di == 0 && dj == 0 then s
          else s + board[(i + di + n) % n, (j + dj + m) % m]
    let alive = board[i, j] == 1
    in if neighbours == 3 || (alive && neighbours == 2) then 1 else 0)

entry main [n][m] (board: [n][m]i32) (gens: i32) : [n][m]i32 =
  loop board for _i < gens do step board
