-- LU decomposition (Doolittle, no pivoting) in blocks: the diagonal
-- block is factorised sequentially, then the perimeter row and column
-- blocks, then the interior is updated with a blocked matrix product.
-- The result is checked against an unblocked version.
-- ==
-- entry: main
-- input { 2i64 [[4f32, 3f32, 2f32, 1f32],
--                [8f32, 10f32, 6f32, 4f32],
--                [4f32, 9f32, 14f32, 9f32],
--                [12f32, 17f32, 28f32, 35f32]] }
-- output { [[4f32, 3f32, 2f32, 1f32],
--           [2f32, 4f32, 2f32, 2f32],
--           [1f32, 1.5f32, 9f32, 5f32],
--           [3f32, 2f32, 2f32, 18f32]] true }

def lud_seq [n] (a: [n][n]f32) : *[n][n]f32 =
  loop a = copy a for k < n do
    let a = loop a for i in (k + 1)..<n do
      let l = a[i, k] / a[k, k]
      let a[i, k] = l
      in loop a for j in (k + 1)..<n do
        a with [i, j] = a[i, j] - l * a[k, j]
    in a

-- Factorise one b×b block in place.
def lud_diagonal [b] (blk: [b][b]f32) : *[b][b]f32 = lud_seq blk

-- Row blocks right of the diagonal: solve L * X = A (L unit lower).
def lud_perimeter_row [b] (diag: [b][b]f32) (blk: [b][b]f32) : *[b][b]f32 =
  let cols = transpose blk
  let solve (col: [b]f32) : [b]f32 =
    loop col = copy col for i < b do
      let s = #[sequential] f32.sum (map2 (*) diag[i, :i] col[:i])
      in col with [i] = col[i] - s
  in transpose (map solve cols)

-- Column blocks below the diagonal: solve X * U = A (U upper).
def lud_perimeter_col [b] (diag: [b][b]f32) (blk: [b][b]f32) : *[b][b]f32 =
  let solve (row: [b]f32) : [b]f32 =
    loop row = copy row for j < b do
      let s = f32.sum (map2 (*) row[:j] diag[:j, j])
      in row with [j] = (row[j] - s) / diag[j, j]
  in map solve blk

def matmul [n] [m] [p] (x: [n][m]f32) (y: [m][p]f32) : [n][p]f32 =
  map (\xr -> map (\yc -> f32.sum (map2 (*) xr yc)) (transpose y)) x

entry main [n] (b: i64) (a: [n][n]f32) =
  let nb = n / b
  let blocks : *[][][][]f32 =
    tabulate_2d nb nb (\bi bj -> tabulate_2d b b (\i j -> a[bi * b + i, bj * b + j]))
  let blocks =
    loop blocks for s < nb do
      let diag = lud_diagonal blocks[s, s]
      let rows = map (\j -> lud_perimeter_row diag blocks[s, j]) ((s + 1)..<nb)
      let cols = map (\i -> lud_perimeter_col diag blocks[i, s]) ((s + 1)..<nb)
      let blocks[s, s] = diag
      let blocks = loop blocks for t < nb - s - 1 do
                     let blocks[s, s + 1 + t] = rows[t]
                     let blocks[s + 1 + t, s] = cols[t]
                     in blocks
      in loop blocks for i in (s + 1)..<nb do
           loop blocks for j in (s + 1)..<nb do
             let prod = matmul cols[i - s - 1] rows[j - s - 1]
             in blocks with [i, j] = map2 (map2 (-)) blocks[i, j] prod
  let result = tabulate_2d n n (\i j -> #[unsafe] blocks[i / b, j / b, i % b, j % b])
  let reference = lud_seq a
  let ok = and (map2 (\r1 r2 -> and (map2 (\x y -> f32.abs (x - y) < 1e-3) r1 r2)) result reference)
  in (result, ok)
