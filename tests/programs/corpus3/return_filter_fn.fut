-- Functions returning functions whose results have existential sizes.
-- ==
-- input { [1i32, -2i32, 3i32, 4i32] }
-- output { [3i32, 4i32] [1i32, 3i32, 4i32] 2i64 3i64 }

def mk_filter (p: i32 -> bool) : []i32 -> []i32 = filter p
def keep_pos : []i32 -> []i32 = filter (> 0)
entry main (xs: []i32) =
  let f = mk_filter (> 1)
  in (f xs, keep_pos xs, length (keep_pos (f xs)), xs |> keep_pos |> length)
