-- Index sections with several indices and slices.
-- ==
-- input { [[[1,2],[3,4]],[[5,6],[7,8]]] } output { [2, 6] [[3,4],[7,8]] [[4],[8]] }
entry main (a: [][][]i32) = (map (.[0,1]) a, map (.[1]) a, map (.[1, 1:]) a)
