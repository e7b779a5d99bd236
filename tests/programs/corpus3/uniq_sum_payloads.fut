-- Sums with array payloads matched and rebuilt with updates (through a
-- copy, or through a unique parameter), and an update after reading a
-- slice of the array.
-- ==
-- input { [5i32, 6i32, 7i32] }
-- output { 1i32 2i32 [13i32, 6i32, 7i32] }

type~ opt = #some ([]i32) | #none

def bump (o: opt) : opt =
  match o
  case #some arr -> #some (copy arr with [0] = 1)
  case #none -> #none

def bump_u (o: *opt) : opt =
  match o
  case #some arr -> #some (arr with [0] = 2)
  case #none -> #none

entry main (xs: []i32) =
  let a = bump (#some xs)
  let b = bump_u (#some (copy xs))
  let get (o: opt) = match o case #some v -> v[0] case #none -> -1
  let ys = copy xs
  let zs = ys[1:]
  let s = i32.sum zs
  let ys[0] = s
  in (get a, get b, ys)
