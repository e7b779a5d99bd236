-- An option type threaded through a loop, with a polymorphic helper.
-- ==
-- input { [4, 8, 15, 16, 23, 42] 15 } output { 2i64 }
-- input { [4, 8] 3 } output { -1i64 }

type option 'a = #some a | #nothing

def from_option 'a (d: a) (o: option a) : a =
  match o
  case #some x -> x
  case #nothing -> d

entry main (xs: []i32) (target: i32) =
  let r = loop (r: option i64) = #nothing for i < length xs do
    match r
    case #nothing -> if xs[i] == target then #some i else #nothing
    case #some _ -> r
  in from_option (-1) r
