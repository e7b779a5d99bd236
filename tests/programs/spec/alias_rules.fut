-- Reference, "In-place updates" and "Alias Analysis": what may be
-- updated.

-- A new name for a unique parameter may be updated (the old one is not
-- used after).
-- ==
-- entry: rename
-- input { [1,2,3] } output { [5,2,3] }
entry rename (xs: *[]i32) =
  let ys = xs
  let ys[0] = 5
  in ys

-- An alias-free result (`*`) does not alias the argument.
def fresh (xs: []i32) : *[]i32 = copy xs

-- ==
-- entry: alias_free
-- input { [1,2] } output { [1,2] [9,2] }
entry alias_free (xs: *[]i32) =
  let ys = fresh xs
  let ys[0] = 9
  in (xs, ys)

-- A loop's result aliases its initial value: a copy may be updated.
-- ==
-- entry: loop_copy
-- input { 3i64 } output { [0i64,0i64,0i64] [0i64,1i64,2i64] }
entry loop_copy (n: i64) =
  let xs = iota n
  let r = loop acc = copy xs for i < n do acc with [i] = 0
  in (r, xs)
