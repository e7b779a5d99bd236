-- Pathfinder: the cheapest path from the top row to the bottom row of a
-- grid, moving down to one of the three cells below.  Rows are processed
-- one after another; a row is a map over its columns.
-- ==
-- input { [[3i32, 1i32, 4i32, 1i32, 5i32],
--          [9i32, 2i32, 6i32, 5i32, 3i32],
--          [5i32, 8i32, 9i32, 7i32, 9i32],
--          [3i32, 2i32, 3i32, 8i32, 4i32]] }
-- output { [11i32, 10i32, 14i32, 19i32, 15i32] 10i32 }
-- input { [[7i32]] } output { [7i32] 7i32 }

def step [cols] (prev: [cols]i32) (row: [cols]i32) : [cols]i32 =
  tabulate cols (\j ->
    let left = if j > 0 then #[unsafe] prev[j - 1] else i32.highest
    let mid = #[unsafe] prev[j]
    let right = if j < cols - 1 then #[unsafe] prev[j + 1] else i32.highest
    in row[j] + i32.min mid (i32.min left right))

entry main [rows] [cols] (wall: [rows][cols]i32) : ([cols]i32, i32) =
  let res = loop prev = copy wall[0] for r in 1..<rows do step prev wall[r]
  in (res, i32.minimum res)
