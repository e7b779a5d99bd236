-- Not errors: a user-defined composition applied to functions whose
-- results have no existential size, and the pipeline that the error index
-- recommends for `filter`.
-- ==
-- input { [1i32, -2i32, 3i32] }
-- output { 2i64 3i64 }

def compose f g x = g (f x)

def main (xs: []i32) =
  let n_pos = xs |> filter (> 0) |> length
  let n_all = compose (map (+ 1)) length xs
  in (n_pos, n_all)
