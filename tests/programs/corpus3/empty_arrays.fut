-- Empty arrays: as inputs, reductions and scans of empty arrays,
-- filter that removes everything, empty literals with a type.
-- ==
-- input { empty([0]i32) }
-- output { 0i32 empty([0]i32) 0i64 empty([0]i32) -2147483648i32 true false }
-- input { [3i32, -1i32] }
-- output { 2i32 [3i32, 2i32] 1i64 empty([0]i32) 3i32 false true }

entry main (xs: []i32) =
  let s = reduce (+) 0 xs
  let sc = scan (+) 0 xs
  let p = filter (> 0) xs |> length
  let none = filter (> 100) xs
  let m = i32.maximum xs
  in (s, sc, p, none, m, null xs, any (> 0) xs)
