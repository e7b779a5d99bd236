-- Language reference probe (gaps8): prelude misc.
-- ==
-- input { [1,2,3,4] } output { 4 [1,2,3] [2,3,4] 1 [4,3,2,1] [1,2] [3,4] [3,4] true false 10 10 }
entry main (xs: []i32) =
  let (_, b) = split (xs :> [2+2]i32)
  in (last xs, init xs, tail xs, head xs, reverse xs, take 2 xs, drop 2 xs, b, all (>0) xs, any (>4) xs,
      foldr (+) 0 xs, foldl (+) 0 xs)
