-- match on records with nested constructor fields.
-- ==
-- input { 3 } output { 9 }
-- input { -3 } output { 3 }

type sign = #pos | #neg
type num = {sign: sign, mag: i32}

def classify (x: i32) : num = if x < 0 then {sign = #neg, mag = -x} else {sign = #pos, mag = x}

entry main (x: i32) =
  match classify x
  case {sign = #pos, mag} -> mag * mag
  case {sign = #neg, mag = m} -> m
