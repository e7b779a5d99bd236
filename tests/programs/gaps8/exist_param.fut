-- Language reference probe (gaps8): exist param.
def len (xs: ?[n].[n]i32) = length xs
-- ==
-- input { [1,2,3] } output { 3i64 }
entry main (xs: []i32) = len xs
