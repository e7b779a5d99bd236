-- Error index "not-consumable", a program of runic's own: a row of a non-unique parameter updated in place.
-- ==
-- error: Would consume `row` \(which aliases `grid`\), which is not consumable

def main (grid: [][]f32) =
  let row = grid[0]
  let row[0] = 1
  in row
