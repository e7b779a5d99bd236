-- Two anonymous result sizes that the body makes equal are one
-- existential size: the caller may zip or map2 the two results.  Where the
-- body makes them differ (two filters), they stay two sizes.
def spread [n] (counts: [n]i64) : ([]i64, []i64) =
  let ends = scan (+) 0 counts
  let total = if n == 0 then 0 else ends[n - 1]
  let starts = map2 (-) ends counts
  let owner = map (\j -> i64.sum (map (\e -> i64.bool (e <= j)) ends)) (iota total)
  let offset = map2 (\j o -> j - starts[o]) (iota total) owner
  in (owner, offset)

def parts (xs: []i32) : ([]i32, []i32) =
  (filter (> 0) xs, filter (<= 0) xs)

-- ==
-- entry: main
-- input { [2i64, 3i64, 1i64] }
-- output { [0i64, 1i64, 10i64, 11i64, 12i64, 20i64] }
-- input { empty([0]i64) }
-- output { empty([0]i64) }
entry main (counts: []i64) =
  let (owner, offset) = spread counts
  in map2 (\o k -> o * 10 + k) owner offset

-- ==
-- entry: lengths
-- input { [3, -1, 4, 0, -5] }
-- output { 2i64 3i64 }
entry lengths (xs: []i32) =
  let (pos, rest) = parts xs
  in (length pos, length rest)
