-- Language reference probe (gaps8): userop sect.
def (<+>) (a: i32) (b: i32) = a * 2 + b
-- ==
-- input { [1,2] } output { [5,7] [3, 4] 7 }
entry main (xs: []i32) = (map (<+> 3) xs, map (1 <+>) xs, (<+>) 2 3)
