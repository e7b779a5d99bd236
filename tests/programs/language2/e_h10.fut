-- Everyday program h10: indexing with other integer types, local functions over sizes, loops over rows, slices, sizes.
-- ==
-- input { [[1i32, 2i32], [3i32, 4i32]] } output { [[1i32, 3i32], [2i32, 4i32]] }
entry main [n][m] (xss: [n][m]i32) : [m][n]i32 = tabulate_2d m n (\i j -> xss[j, i])
