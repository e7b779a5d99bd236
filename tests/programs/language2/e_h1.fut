-- Everyday program h1: indexing with other integer types (slice bounds are
-- i64 only, as the reference says), local functions over sizes, loops over
-- rows, slices, sizes.
-- ==
-- input { [10i32, 20i32, 30i32] 1i32 } output { 20i32 [10i32, 20i32] 30i32 }
entry main (xs: []i32) (i: i32) = (xs[i], xs[0:i64.i32 i + 1], xs[u8.i32 (i + 1)])
