-- Segmented reductions and scans of random rows.
-- ==
-- random input { [17][33]f32 } auto output
-- compiled random input { [1017][333]f32 } auto output
entry main (xss: [][]f32) = (map f32.sum xss, map (scan (+) 0) xss |> map last, transpose xss |> map f32.maximum)
