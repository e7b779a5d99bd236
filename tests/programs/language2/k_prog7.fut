-- Everyday kernel program 7 (types, SOAC combinations, loops in maps).
-- ==
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] } output { [[1i32, 4i32], [2i32, 5i32], [3i32, 6i32]] [[2i32, 3i32, 4i32], [5i32, 6i32, 7i32]] }
entry main (xss: [][]i32) = (map (\j -> map (\row -> row[j]) xss) (indices xss[0]), map (map (+ 1)) xss)
