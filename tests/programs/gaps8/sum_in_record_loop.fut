-- Records holding sum types as loop state.
type dir = #left | #right
type st = {pos: i32, d: dir, bounces: i32}
def step (s: st) : st =
  match s.d
  case #right -> if s.pos == 3 then s with d = #left with bounces = s.bounces + 1 else s with pos = s.pos + 1
  case #left -> if s.pos == 0 then s with d = #right with bounces = s.bounces + 1 else s with pos = s.pos - 1
-- ==
-- input { 10 } output { 2 2 }
entry main (n: i32) =
  let s = loop s = {pos = 0, d = #right, bounces = 0} for _i < n do step s
  in (s.pos, s.bounces)
