-- A polymorphic option type: construction, matching, a function over it,
-- and an array of options through map.
-- ==
-- input { [4, 0, 2, 0] }
-- output { [25, -1, 50, -1] 75 }

type option 'a = #some a | #none

def safe_div (x: i32) : option i32 = if x == 0 then #none else #some (100 / x)

def get_or 'a (d: a) (o: option a) : a =
  match o
  case #some v -> v
  case #none -> d

entry main (xs: []i32) =
  let os = map safe_div xs
  let vs = map (get_or (-1)) os
  let total = reduce (+) 0 (map (\o -> match o case #some v -> v case #none -> 0) os)
  in (vs, total)
