-- A local function that matches on an unannotated parameter of a sum type
-- whose payloads are arrays is generalised over the payloads' sizes (the
-- sum type has the constructors the function names).
-- ==
-- input { [1, 2] [3, 4, 5] } output { 5i64 12 0i64 }

entry main (xs: []i32) (ys: []i32) =
  let size o = match o case #some zs -> length zs
                       case #none -> 0
  let sum o = match o case #some zs -> reduce (+) 0 zs
                      case #none -> 0
  let both = size (#some xs) + size (#some ys)
  in (both, sum (#some ys), size #none)
