-- A sum-typed state per element, advanced by a loop inside `map`: a traffic
-- light per crossing, and an option type with payloads built by a match.
-- ==
-- input { [0, 1, 2, 5] 4 }
-- output { [1, 2, 0, 0] [-1, 3, 6, -1] }

type light = #red | #green | #yellow
type opt = #none | #some i32

def next (l: light) : light = match l
  case #red -> #green
  case #green -> #yellow
  case #yellow -> #red

def code (l: light) : i32 = match l
  case #red -> 0
  case #green -> 1
  case #yellow -> 2

def of_int (x: i32) : light = if x % 3 == 0 then #red else if x % 3 == 1 then #green else #yellow

def find_mul3 (x: i32) : opt = if x > 0 && x < 3 then #some (x * 3) else #none

entry main (xs: []i32) (steps: i32) =
  let lights = map (\x -> loop l = of_int x for _i < steps do next l) xs |> map code
  let found = map (\x -> match find_mul3 x
                         case #some v -> v
                         case #none -> -1) xs
  in (lights, found)
