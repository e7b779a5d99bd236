-- Language reference probe (gaps8): hist rbi.
-- ==
-- input { [0i64,1,1,3] [1,2,3,4] } output { [1,5,0,4] [1,3,0,4] }
entry main (is: []i64) (vs: []i32) =
  (reduce_by_index (replicate 4 0) (+) 0 is vs, hist i32.max 0 4 is vs)
