-- Constructors with array payloads of a known size, and a match returning
-- arrays.
-- ==
-- input { [1, 2, 3] true }
-- output { [2, 4, 6] }
-- input { [1, 2, 3] false }
-- output { [3, 2, 1] }

type op [n] = #double ([n]i32) | #rev ([n]i32)

def run [n] (o: op [n]) : [n]i32 =
  match o
  case #double xs -> map (* 2) xs
  case #rev xs -> reverse xs

entry main [n] (xs: [n]i32) (b: bool) =
  let o : op [n] = if b then #double xs else #rev xs
  in run o
