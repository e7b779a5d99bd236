-- A match that does not cover every constructor is a compile error.
-- ==
-- error: .

type dir = #north | #south | #east | #west

entry main (x: i32) =
  let d : dir = if x > 0 then #north else #west
  in match d
     case #north -> 0
     case #south -> 1
     case #east -> 2
