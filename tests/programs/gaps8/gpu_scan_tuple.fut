-- Language reference probe (gaps8): gpu scan tuple.
-- ==
-- input { [1,2,3] [4,5,6] } output { [1,3,6] [4,20,120] }
entry main (a: []i32) (b: []i32) =
  unzip (scan (\(x1, y1) (x2, y2) -> (x1 + x2, y1 * y2)) (0, 1) (zip a b))
