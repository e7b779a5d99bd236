-- Needleman–Wunsch global alignment score.  The score matrix is filled
-- one anti-diagonal at a time: all cells of a diagonal are independent.
-- A row-by-row sequential version checks it.
-- ==
-- entry: main
-- input { [1i32, 2i32, 3i32, 4i32] [1i32, 3i32, 4i32] 1i32 }
-- output { 5i32 5i32 }
-- input { [1i32, 1i32, 1i32] [2i32, 2i32, 2i32] 2i32 }
-- output { -3i32 -3i32 }
-- input { empty([0]i32) [5i32, 6i32] 3i32 }
-- output { -6i32 -6i32 }

def similarity (a: i32) (b: i32) : i32 = if a == b then 2 else -1

def nw_wavefront [n] [m] (penalty: i32) (xs: [n]i32) (ys: [m]i32) : i32 =
  let rows = n + 1
  let cols = m + 1
  let score : *[]i32 =
    tabulate (rows * cols) (\k -> let i = k / cols
                                 let j = k % cols
                                 in if i == 0 then -penalty * i32.i64 j
                                    else if j == 0 then -penalty * i32.i64 i
                                    else 0)
  let score =
    loop score for d in 2...(n + m) do
      -- cells (i, j) with i + j == d, 1 <= i <= n, 1 <= j <= m
      let lo = i64.max 1 (d - m)
      let hi = i64.min n (d - 1)
      let len = i64.max 0 (hi - lo + 1)
      let (is, vs) =
        unzip (tabulate len (\t ->
          let i = lo + t
          let j = d - i
          let diag = #[unsafe] score[(i - 1) * cols + j - 1] + similarity xs[i - 1] ys[j - 1]
          let up = #[unsafe] score[(i - 1) * cols + j] - penalty
          let left = #[unsafe] score[i * cols + j - 1] - penalty
          in (i * cols + j, i32.max diag (i32.max up left))))
      in scatter score is vs
  in score[rows * cols - 1]

def nw_rows [n] [m] (penalty: i32) (xs: [n]i32) (ys: [m]i32) : i32 =
  let first = map (\j -> -penalty * i32.i64 j) (iota (m + 1))
  let last =
    loop prev = first for i < n do
      let row = replicate (m + 1) 0 with [0] = -penalty * i32.i64 (i + 1)
      in loop row for j in 1...m do
           let v = i32.max (prev[j - 1] + similarity xs[i] ys[j - 1])
                           (i32.max (prev[j] - penalty) (row[j - 1] - penalty))
           in row with [j] = v
  in last[m]

entry main [n] [m] (xs: [n]i32) (ys: [m]i32) (penalty: i32) =
  (nw_wavefront penalty xs ys, nw_rows penalty xs ys)
