-- Language reference probe (gaps8): exist.
def pos (xs: []i32) : ?[k].[k]i32 = filter (>0) xs
-- ==
-- input { [1,-2,3] } output { [1,3] 2i64 }
entry main (xs: []i32) = let ys = pos xs in (ys, length ys)
