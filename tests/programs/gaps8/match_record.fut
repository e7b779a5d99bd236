-- Language reference probe (gaps8): match record.
type pt = {x: i32, y: i32}
def quad (p: pt) = match p
  case {x = 0, y = 0} -> 0
  case {x, y = 0} -> if x > 0 then 1 else 2
  case {x = 0, y} -> if y > 0 then 3 else 4
  case _ -> 5
-- ==
-- input { } output { [0, 1, 2, 3, 4, 5] }
entry main = map quad [{x=0,y=0},{x=1,y=0},{x= -1,y=0},{x=0,y=1},{x=0,y= -1},{x=1,y=1}]
