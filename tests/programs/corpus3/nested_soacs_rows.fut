-- SOACs nested inside map over rows: per-row histogram, per-row scatter
-- into a local array, per-row scan with a tuple operator, per-row
-- argmax, and a per-row sequential insertion sort.
-- ==
-- input { [[3i32, 1i32, 2i32, 1i32], [0i32, 0i32, 3i32, 2i32], [2i32, 2i32, 2i32, 2i32]] }
-- output { [[0i32, 2i32, 1i32, 1i32], [2i32, 0i32, 1i32, 1i32], [0i32, 0i32, 4i32, 0i32]]
--          [[0i32, 1i32, 2i32, 3i32], [0i32, 0i32, 2i32, 3i32], [0i32, 0i32, 2i32, 0i32]]
--          [[3i32, 4i32, 6i32, 7i32], [0i32, 0i32, 3i32, 5i32], [2i32, 4i32, 6i32, 8i32]]
--          [0i64, 2i64, 0i64]
--          [[1i32, 1i32, 2i32, 3i32], [0i32, 0i32, 2i32, 3i32], [2i32, 2i32, 2i32, 2i32]] }

def isort [n] (xs: [n]i32) : [n]i32 =
  loop xs = copy xs for i in 1..<n do
    let (xs, _) = loop (xs, j) = (xs, i) while j > 0 && xs[j - 1] > xs[j] do
                    let a = xs[j - 1]
                    let b = xs[j]
                    let xs[j - 1] = b
                    let xs[j] = a
                    in (xs, j - 1)
    in xs

entry main [n][m] (xss: [n][m]i32) =
  let hists = map (\r -> hist (+) 0 4 (map i64.i32 r) (replicate m 1)) xss
  let scat = map (\r -> scatter (replicate 4 0) (map i64.i32 r) r) xss
  let scans = map (\r -> map (.0) (scan (\(a, x) (b, y) -> (a + b, x + y)) (0, 0) (zip r r))) xss
  let amax = map (\r -> (reduce (\(a, i) (b, j) -> if b > a || (b == a && j < i) then (b, j) else (a, i))
                                (i32.lowest, -1) (zip r (iota m))).1) xss
  let sorted = map isort xss
  in (hists, scat, scans, amax, sorted)
