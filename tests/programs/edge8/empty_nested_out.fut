-- Results of every rank with a zero dimension somewhere, alone and in
-- tuples.
-- ==
-- entry: cube
-- input { 2i64 0i64 4i64 } output { empty([2][0][4]i32) }
-- input { 0i64 2i64 4i64 } output { empty([0][2][4]i32) }
-- input { 1i64 1i64 2i64 } output { [[[0, 0]]] }
-- entry: mixed
-- input { 0i64 } output { empty([0]f32) 0i64 empty([0][2]bool) }
-- input { 1i64 } output { [0f32] 1i64 [[true, true]] }
-- entry: nested_ids
-- input { empty([3][0][0]i64) } output { empty([3][0][0]i64) }

entry cube (a: i64) (b: i64) (c: i64) = replicate a (replicate b (replicate c 0i32))
entry mixed (n: i64) = (replicate n 0f32, n, replicate n [true, true])
entry nested_ids (x: [][][]i64) = map (map (map (+ 1))) x
