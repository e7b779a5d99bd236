-- Language reference probe (gaps8): scatter2d.
-- ==
-- input { } output { [[1,0],[0,2]] [[0,3],[0,0]] }
entry main =
  let m = scatter_2d (replicate 2 (replicate 2 0)) [(0,0),(1,1)] [1,2]
  let h = reduce_by_index_2d (replicate 2 (replicate 2 0)) (+) 0 [(0,1),(0,1)] [1,2]
  in (m, h)
