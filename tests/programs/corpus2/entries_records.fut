-- Several entry points in one program: taking and returning tuples,
-- records (returned as their fields in order of the field names), arrays
-- of tuples, and scalars; with several cases each.
-- ==
-- entry: minmax
-- input { [3, 9, -2] } output { -2 9 }
-- input { [5] } output { 5 5 }
-- entry: polar
-- input { 3f64 4f64 } output { 5f64 0.9272952180016122f64 }
-- input { 0f64 2f64 } output { 2f64 1.5707963267948966f64 }
-- entry: swap_pairs
-- input { [1, 2] [true, false] } output { [true, false] [1, 2] }
-- entry: bounds
-- input { [1.5f32, -3f32] } output { 2i64 1.5f32 -3f32 }

entry minmax (xs: []i32) : (i32, i32) = (i32.minimum xs, i32.maximum xs)

entry polar (x: f64) (y: f64) : {r: f64, theta: f64} =
  {r = f64.sqrt (x * x + y * y), theta = f64.atan2 y x}

entry swap_pairs [n] (xs: [n]i32) (bs: [n]bool) : ([n]bool, [n]i32) =
  unzip (map (\(a, b) -> (b, a)) (zip xs bs))

type box = {lo: f32, hi: f32, count: i64}

entry bounds (xs: []f32) : box =
  {lo = f32.minimum xs, hi = f32.maximum xs, count = length xs}
