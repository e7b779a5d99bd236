-- Everyday program h11: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { 1i32 } output { 1i32 }
def g (x: i32) = x
def f = g
entry main (x: i32) = f x
