-- Language reference probe (gaps8): match nested constr.
type opt 'a = #some a | #none
def flat (x: opt (opt i32)) : i32 = match x
  case #some (#some v) -> v
  case #some #none -> -1
  case #none -> -2
-- ==
-- input { } output { [5, -1, -2] }
entry main = map flat [#some (#some 5), #some #none, #none]
