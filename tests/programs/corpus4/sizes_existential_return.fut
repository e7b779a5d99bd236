-- Functions with existential return sizes, their results combined.
-- ==
-- input { [3, 8, 1, 9, 4] 4 }
-- output { [8, 9] [3, 1, 4] 5i64 }

def split_at (t: i32) (xs: []i32) : ?[a][b].([a]i32, [b]i32) =
  (filter (> t) xs, filter (<= t) xs)

entry main (xs: []i32) (t: i32) =
  let (big, small) = split_at t xs
  in (big, small, length big + length small)
