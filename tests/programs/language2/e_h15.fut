-- Everyday program h15: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { 3i32 4i32 } output { 7i32 -1i32 12i32 }
def ops = ((+), (-), (*))
entry main (a: i32) (b: i32) = (ops.0 a b, ops.1 a b, ops.2 a b)
