-- The indices of the elements that satisfy a predicate: `filter` over
-- `iota n`, reading the data by index (no iota array is needed), and the
-- same with `zip` of the indices.
-- ==
-- entry: above
-- random input { [0]f32 } auto output
-- random input { [2049]f32 } auto output
-- compiled random input { [100000]f32 } auto output
-- compiled random input { [1048577]f32 } auto output
-- entry: zipped
-- random input { [65537]i32 } auto output
-- entry: first_of_each
-- input { [1, 1, 2, 2, 2, 3, 1, 1] } output { [0i64, 2i64, 5i64, 6i64] }
-- random input { [1003]i32 } auto output
-- compiled random input { [100001]i32 } auto output

entry above [n] (xs: [n]f32): []i64 = filter (\i -> xs[i] > 0.9) (iota n)

entry zipped [n] (xs: [n]i32): []i64 =
  zip (iota n) xs |> filter (\(_, x) -> x % 7 == 3) |> map (.0)

-- Where each run of equal elements starts.
entry first_of_each [n] (xs: [n]i32): []i64 =
  filter (\i -> i == 0 || xs[i] != xs[i - 1]) (iota n)
