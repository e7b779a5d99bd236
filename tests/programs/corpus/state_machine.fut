-- A state machine as a sum type driven by a loop.
-- ==
-- input { 5 } output { true }
-- input { 2 } output { false }

type state = #idle | #running i32 | #done f32
def advance (s: state) : state =
  match s
  case #idle -> #running 0
  case #running k -> if k >= 3 then #done (f32.i32 k) else #running (k + 1)
  case #done x -> #done x
def is_done (s: state) = match s case #done _ -> true case _ -> false
entry main (n: i32) = let s = loop s = #idle for _i < n do advance s in is_done s
