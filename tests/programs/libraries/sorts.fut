import "lib/sorts"
-- ==
-- entry: sort_i32
-- input { [5, -3, 2, 0, -7, 9] } output { [-7, -3, 0, 2, 5, 9] }
-- input { empty([0]i32) } output { empty([0]i32) }
entry sort_i32 (xs: []i32) = radix_sort_int i32.num_bits i32.get_bit xs

-- ==
-- entry: sort_f32
-- input { [3f32, 1f32, 2f32, 0.5f32, 7f32] } output { [0.5f32, 1f32, 2f32, 3f32, 7f32] }
entry sort_f32 (xs: []f32) = merge_sort (f32.<=) xs

-- ==
-- entry: sort_pairs
-- input { [3, 1, 2] [30, 10, 20] } output { [1, 2, 3] [10, 20, 30] }
entry sort_pairs [n] (ks: [n]i32) (vs: [n]i32) = zip ks vs |> merge_sort (\(a, _) (b, _) -> a <= b) |> unzip
