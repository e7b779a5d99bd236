-- | Pathfinder (PLDI'17, Rodinia): the cheapest path cost from the top row
-- to each column of the bottom row, moving down or diagonally.
-- bench: bytes 4*2*d0_0*d0_1 flops 3*d0_0*d0_1
-- ==
-- input @ data/pathfinder-small.in output @ data/pathfinder-small.out
-- large input @ data/pathfinder-100K.in output @ data/pathfinder-100K.out

def main [rows][cols] (wall: [rows][cols]i32): [cols]i32 =
  loop prev = wall[0] for r in 1..<rows do
    map (\i ->
      let left = prev[i64.max 0 (i - 1)]
      let right = prev[i64.min (cols - 1) (i + 1)]
      in wall[r, i] + i32.min prev[i] (i32.min left right))
        (iota cols)
