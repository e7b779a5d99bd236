-- A loop that consumes its parameter may not return an outer array for it.
-- ==
-- error: the loop body's result aliases `ys`, which is bound outside the loop, but the loop consumes its parameter `acc`

def main [n] (xs: [n]i32) (ys: [n]i32) =
  loop acc = copy xs for i < n do
    let acc[i] = 1
    in if acc[0] > 0 then ys else acc
