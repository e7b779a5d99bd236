-- flatmap' inside a map: each row's segments are flattened on their own.
-- The OpenCL backend does not make arrays of a size a thread computes
-- (here the row's data) yet.
-- ==
-- input { [[1i64, 2i64, 3i64], [0i64, 4i64, 0i64]] }
-- output { [4i64, 6i64] [3i64, 2i64] }
-- tags { no_opencl }

entry main (rows: [][]i64) =
  unzip (map (\r -> let (_, _, _, d) = flatmap' (\x -> iota x) r
                    in (i64.sum d, length d / 2)) rows)
