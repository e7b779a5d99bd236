-- Everyday program z6: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { [[[1i32]], [[2i32]]] } output { [1i32, 2i32] }
entry main (x: [][][]i32) = flatten (flatten x)
