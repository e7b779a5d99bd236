-- Everyday program h5: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { [true, false] [true, true] } output { [true, false] [true, true] }
entry main [n] (a: [n]bool) (b: [n]bool) = (map2 (&&) a b, map2 (||) a b)
