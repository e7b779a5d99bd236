-- Per-row work whose arrays have sizes each thread computes: a merge sort
-- of every row (the sizes of its merges are slices of the row), a median,
-- the positive values of a row compacted by `filter`, and the row's first
-- half sorted by insertion sort.
-- ==
-- input { [[3, -1, 2, 8], [9, 7, 8, -4], [5, 5, 1, 0]] }
-- output { [[-1, 2, 3, 8], [-4, 7, 8, 9], [0, 1, 5, 5]] [3, 8, 5] [3, 3, 3] [[-1, 3], [7, 9], [5, 5]] }
-- compiled random input { [50][33]i32 } auto output
-- compiled random input { [7][1]i32 } auto output

def merge [n] [m] (xs: [n]i32) (ys: [m]i32) : *[n + m]i32 =
  let out = replicate (n + m) 0
  let (out, _, _) =
    loop (out, i, j) = (out, 0, 0) for k < n + m do
      if j >= m || (i < n && xs[i] <= ys[j])
      then (out with [k] = xs[i], i + 1, j)
      else (out with [k] = ys[j], i, j + 1)
  in out

def msort [n] (xs: [n]i32) : [n]i32 =
  let (xs, _) =
    loop (xs, w) = (copy xs, 1) while w < n do
      let chunks = (n + 2 * w - 1) / (2 * w)
      let bounds = tabulate chunks (\c -> let lo = c * 2 * w
                                          in (lo, i64.min n (lo + w), i64.min n (lo + 2 * w)))
      let xs' = loop acc = copy xs for (lo, mid, hi) in bounds do
                  let m = merge acc[lo:mid] acc[mid:hi]
                  in acc with [lo:hi] = (m :> [hi - lo]i32)
      in (xs', w * 2)
  in xs

def isort [n] (xs: [n]i32) : [n]i32 =
  loop ys = copy xs for i < n do
    let (ys, _) = loop (ys, j) = (ys, i) while j > 0 && ys[j - 1] > ys[j] do
                    let t = ys[j] in (ys with [j] = ys[j - 1] with [j - 1] = t, j - 1)
    in ys

entry main [n] [m] (xss: [n][m]i32) =
  let sorted = map msort xss
  let medians = map (\xs -> (msort xs)[m / 2]) xss
  let positives = map (\xs -> length (filter (> 0) xs) |> i32.i64) xss
  let halves = map (\xs -> isort xs[0:m / 2]) xss
  in (sorted, medians, positives, halves)
