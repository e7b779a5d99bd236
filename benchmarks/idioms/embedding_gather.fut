-- | An embedding lookup: the rows of a table at given indices, by `map`
-- of an index into the table.
-- ==
-- random input { [50][16]f32 [101]i64 } auto output
-- input { [[1f32, 2f32], [3f32, 4f32]] [1i64, 1i64, 0i64] } output { [[3f32, 4f32], [3f32, 4f32], [1f32, 2f32]] }
def main [v][d][n] (table: [v][d]f32) (ids: [n]i64) : [n][d]f32 =
  map (\i -> table[i % v]) ids
