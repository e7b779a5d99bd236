-- A bottom-up merge sort on arrays whose length is a power of two,
-- merging runs with a sequential loop per run.
-- ==
-- input { [5, 1, 4, 2, 8, 7, 3, 6] } output { [1, 2, 3, 4, 5, 6, 7, 8] }
-- input { [2, 1, 2, 1] } output { [1, 1, 2, 2] }

def merge [n] (a: [n]i32) (b: [n]i32) : [n * 2]i32 =
  let (out, _, _) =
    loop (out, i, j) = (replicate (n * 2) 0, 0, 0) for k < n * 2 do
      if j >= n || (i < n && a[i] <= b[j])
      then (out with [k] = a[i], i + 1, j)
      else (out with [k] = b[j], i, j + 1)
  in out

entry main [n] (xs: [n]i32) : [n]i32 =
  let (xs, _) =
    loop (xs, w) = (xs, 1) while w < n do
      let runs = n / (2 * w)
      let pairs = unflatten (xs :> [runs * (2 * w)]i32)
      let merged = map (\r -> merge (r[0:w] :> [w]i32) (r[w:2 * w] :> [w]i32)) pairs
      in (flatten merged :> [n]i32, w * 2)
  in xs
