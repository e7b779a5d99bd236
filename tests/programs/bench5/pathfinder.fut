-- Pathfinder: the cheapest path from the top row to the bottom row of a
-- grid, moving down to one of the three cells below.  Rows are processed
-- one after another; a row is a map over its columns.
-- ==
-- input { [[3i32, 1i32, 4i32, 1i32, 5i32],
--          [9i32, 2i32, 6i32, 5i32, 3i32],
--          [5i32, 8i32, 9i32, 7i32, 9i32],
--          [3i32, 2i32, 3i32, 8i32, 4i32]] }
-- output { [11i32, 10i32, 14i32, 19i32, 15i32] 10i32 true }
-- input { [[7i32]] } output { [7i32] 7i32 true }

def step [cols] (prev: [cols]i32) (row: [cols]i32) : [cols]i32 =
  tabulate cols (\j ->
    let left = if j > 0 then #[unsafe] prev[j - 1] else i32.highest
    let mid = #[unsafe] prev[j]
    let right = if j < cols - 1 then #[unsafe] prev[j + 1] else i32.highest
    in row[j] + i32.min mid (i32.min left right))

-- The pyramid version: the columns are cut into blocks of `bw` columns
-- with `h` ghost columns on each side; each block advances `h` rows at a
-- time on its own, as Rodinia's kernel does in buf memory.
def pyramid [rows] [cols] (bw: i64) (h: i64) (wall: [rows][cols]i32) : [cols]i32 =
  let nblocks = (cols + bw - 1) / bw
  let (res, _) =
    loop (prev, r) = (copy wall[0], 1) while r < rows do
      let steps = i64.min h (rows - r)
      let blocks =
        tabulate nblocks (\b ->
          let lo = b * bw - steps
          let width = bw + 2 * steps
          let col j = i64.min (cols - 1) (i64.max 0 (lo + j))
          let valid j = lo + j >= 0 && lo + j < cols
          let buf = tabulate width (\j -> if valid j then prev[col j] else i32.highest)
          let buf =
            loop buf for s < steps do
              tabulate width (\j ->
                if !(valid j) then i32.highest
                else let l = if j > 0 then buf[j - 1] else i32.highest
                     let rr = if j < width - 1 then buf[j + 1] else i32.highest
                     in wall[r + s, col j] + i32.min buf[j] (i32.min l rr))
          in buf[steps:steps + bw] :> [bw]i32)
      let next = (flatten blocks)[:cols] :> [cols]i32
      in (next, r + steps)
  in res

entry main [rows] [cols] (wall: [rows][cols]i32) : ([cols]i32, i32, bool) =
  let res = loop prev = copy wall[0] for r in 1..<rows do step prev wall[r]
  let blocked = pyramid 2 2 wall
  in (res, i32.minimum res, res == blocked)
