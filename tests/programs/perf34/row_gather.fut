-- A map returning rows it indexes out of an array (an embedding lookup,
-- benchmarks/idioms/embedding_gather.fut) is flattened as a nest over the
-- rows' elements (flatten/flatten.cpp, copy_indexed_rows): one SegMap of
-- n x d threads reading and writing neighbouring elements, as `map (\i ->
-- map (\x -> x) table[i]) ids` is, not a thread per row copying the row.
-- A row with a scalar beside it, a slice of a row, an index out of
-- bounds, an empty table row.  (The kernel count does not change: one
-- SegMap, now two-dimensional; `runic --dump-after flatten` shows it.)
-- ==
-- entry: lookup
-- input { [[1f32, 2f32], [3f32, 4f32]] [1i64, 1i64, 0i64] } output { [[3f32, 4f32], [3f32, 4f32], [1f32, 2f32]] }
-- input { [[1f32, 2f32], [3f32, 4f32]] [2i64] } error: out of bounds
-- input { empty([3][0]f32) [2i64, 0i64] } output { empty([2][0]f32) }
-- random input { [50][16]f32 [101]i64 } error: out of bounds

entry lookup [v][d][n] (table: [v][d]f32) (ids: [n]i64) : [n][d]f32 =
  map (\i -> table[i]) ids

-- ==
-- entry: lookup_mod
-- random input { [50][16]f32 [101]i64 } auto output
-- compiled random input { [1000][128]f32 [10007]i64 } auto output
-- input { [[1f32, 2f32], [3f32, 4f32]] [-1i64, 5i64] } output { [[3f32, 4f32], [3f32, 4f32]] }

entry lookup_mod [v][d][n] (table: [v][d]f32) (ids: [n]i64) : [n][d]f32 =
  map (\i -> table[i % v]) ids

-- ==
-- entry: with_index
-- input { [[1f32, 2f32], [3f32, 4f32]] [1i64, 0i64] } output { [[3f32, 4f32], [1f32, 2f32]] [2i64, 0i64] }
-- random input { [50][16]f32 [101]i64 } auto output

entry with_index [v][d][n] (table: [v][d]f32) (ids: [n]i64) : ([n][d]f32, [n]i64) =
  unzip (map (\i -> (table[i % v], 2 * (i % v))) ids)

-- ==
-- entry: windows
-- input { [1f32, 2f32, 3f32, 4f32, 5f32] [0i64, 2i64, 1i64] } output { [[1f32, 2f32, 3f32], [3f32, 4f32, 5f32], [2f32, 3f32, 4f32]] }
-- input { [1f32, 2f32, 3f32] [1i64] } error: out of bounds|invalid

entry windows [n][k] (xs: [n]f32) (starts: [k]i64) : [k][3]f32 =
  map (\s -> xs[s:s + 3] :> [3]f32) starts
