-- Everyday program h3: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32]] } output { 10i32 }
entry main (xss: [][]i32) = loop acc = 0 for row in xss do acc + i32.sum row
