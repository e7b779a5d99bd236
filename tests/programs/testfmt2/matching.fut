-- How results are compared with an output block: floats within a
-- relative tolerance of 0.002 (or an absolute one of 1e-6), NaN equal to
-- NaN, infinities exactly; a record or nested tuple result as its fields
-- in order (Futhark would make it opaque); an array of records as one
-- array per field.
-- ==
-- entry: close
-- input { 1f32 } output { 1.0019f32 [0.0000005f64, 3.0f64] f32.nan -f64.inf }
-- entry: record
-- input { 2 } output { 3 2.5f32 [2, 2] }
-- entry: nested
-- input { 2 } output { 2 4 6i64 }
-- entry: records
-- input { [1, 2] } output { [1, 2] [true, false] }

entry close (x: f32) = (x, [0f64, 3.0000001f64], x / 0 - x / 0, -1 / 0f64)
entry record (x: i32) : {a: i32, b: f32, c: []i32} = {a = x + 1, b = 2.5, c = [x, x]}
entry nested (x: i32) : ((i32, i32), i64) = ((x, x * 2), i64.i32 x * 3)
entry records (xs: []i32) : [](i32, bool) = map (\x -> (x, x % 2 == 1)) xs
